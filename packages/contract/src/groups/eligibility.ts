import { isFailing, isGradeSet, isPassing, isSinCalificacion, type RawGrade } from '../grades.js';

export interface EligibilityInput {
  id: number;
  id_nivel: number;
  primera: RawGrade;
  segunda: RawGrade;
}

export interface EligibilityFlags {
  habil: boolean;
  reprobado: boolean;
  extraordinario: boolean;
}

/**
 * Group eligibility of spec 1 §4 and spec 2 §4 (decisions in
 * docs/decisions/002-group-eligibility.md):
 *
 * - groups are sorted by id_nivel ascending (ties keep their order);
 * - a single group is always enabled;
 * - when a group has both grades set and its second chance was not passed
 *   (under 70) it is the only enabled one (the highest level such group when
 *   several): the level failed for good stops the chain. A group passed at
 *   the second chance (extraordinary exam or approval by comment, 70 or
 *   more) is a passed level, read by the chain below (decision 002, point 2);
 * - otherwise the first is enabled, and each next one only while the previous
 *   one passed (first or second grade >= 70) and, from the third group on,
 *   the previous one has a first grade; after a block the rest are disabled;
 * - reprobado: both grades set and the second under 70 (which covers "both
 *   under 70" and "first 70+ and second under 70"), never when the first is
 *   the text SIN CALIFICACION;
 * - extraordinario: first grade under 70 and second empty; such a group is
 *   not reprobado.
 */
export function computeGroupEligibility<T extends EligibilityInput>(
  groups: readonly T[],
): Array<T & EligibilityFlags> {
  const sorted = groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => a.group.id_nivel - b.group.id_nivel || a.index - b.index)
    .map(({ group }) => group);

  const withBoth = sorted.map((g) => isGradeSet(g.primera) && isGradeSet(g.segunda));
  // "The only enabled one" holds for a second chance not passed; a passed one lets the chain go on.
  const onlyEnabled = sorted.findLastIndex((g, i) => (withBoth[i] ?? false) && !isPassing(g.segunda));

  const habil: boolean[] = [];
  if (sorted.length === 1) {
    habil.push(true);
  } else if (onlyEnabled >= 0) {
    sorted.forEach((_, i) => habil.push(i === onlyEnabled));
  } else {
    let open = true;
    sorted.forEach((_, i) => {
      if (i > 0) {
        const previous = sorted[i - 1]!;
        const passed = isPassing(previous.primera) || isPassing(previous.segunda);
        const hasFirst = i < 2 || isGradeSet(previous.primera);
        open = open && passed && hasFirst;
      }
      habil.push(open);
    });
  }

  return sorted.map((g, i) => {
    const both = withBoth[i] ?? false;
    const reprobado = both && !isSinCalificacion(g.primera) && isFailing(g.segunda);
    const extraordinario = isFailing(g.primera) && !isGradeSet(g.segunda);
    return { ...g, habil: habil[i] ?? false, reprobado, extraordinario };
  });
}
