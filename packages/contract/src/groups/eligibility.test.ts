import { describe, expect, it } from 'vitest';
import { computeGroupEligibility } from './eligibility.js';

type G = { id: number; id_nivel: number; primera: number | string | null; segunda: number | string | null };
const g = (id: number, id_nivel: number, primera: G['primera'] = null, segunda: G['segunda'] = null): G => ({
  id,
  id_nivel,
  primera,
  segunda,
});

/** Compact view: id:habil/reprobado/extraordinario as H/R/X letters. */
function view(groups: G[]): string[] {
  return computeGroupEligibility(groups).map(
    (r) => `${r.id}:${r.habil ? 'H' : '-'}${r.reprobado ? 'R' : '-'}${r.extraordinario ? 'X' : '-'}`,
  );
}

describe('computeGroupEligibility', () => {
  it.each<[string, G[], string[]]>([
    // "Groups are sorted by id_nivel ascending."
    ['sorts by id_nivel ascending', [g(3, 3, 80), g(1, 1, 90), g(2, 2, 75)], ['1:H--', '2:H--', '3:H--']],
    // "A single group is always enabled."
    ['a single group without grades is enabled', [g(1, 5)], ['1:H--']],
    ['a single failed group is still enabled', [g(1, 5, 40, 50)], ['1:HR-']],
    ['a single extraordinario group is still enabled', [g(1, 5, 40)], ['1:H-X']],
    // "If a group has both primera and segunda set, it is the only enabled group" (decision 002: when the second chance was not passed).
    ['a group failed at both chances is the only enabled one', [g(1, 1, 90), g(2, 2, 60, 65), g(3, 3)], ['1:---', '2:HR-', '3:---']],
    ['a level passed at the second chance is a passed level: the levels around it open', [g(1, 1, 90), g(2, 2, 60, 80), g(3, 3)], ['1:H--', '2:H--', '3:H--']],
    ['approved by comment (second 70) opens the next level', [g(1, 1, 50, 70), g(2, 2)], ['1:H--', '2:H--']],
    ['several groups passed at the second chance: the chain goes on', [g(1, 1, 60, 80), g(2, 2, 65, 90), g(3, 3)], ['1:H--', '2:H--', '3:H--']],
    ['several groups failed at both chances: the highest level is the enabled one', [g(1, 1, 60, 50), g(2, 2, 65, 40)], ['1:-R-', '2:HR-']],
    // "If the first grade is under 70 and the second is empty, extraordinario and not failed."
    ['first under 70 and second empty is extraordinario', [g(1, 1, 69), g(2, 2)], ['1:H-X', '2:---']],
    ['first under 70 and second empty text is extraordinario', [g(1, 1, 50, ''), g(2, 2)], ['1:H-X', '2:---']],
    // "Otherwise the first is enabled; each next enabled only while the previous passed."
    ['all passed: every group enabled', [g(1, 1, 70), g(2, 2, 85), g(3, 3)], ['1:H--', '2:H--', '3:H--']],
    ['a group after one without grade is blocked, and so are the rest', [g(1, 1, 90), g(2, 2), g(3, 3), g(4, 4)], ['1:H--', '2:H--', '3:---', '4:---']],
    ['a group after an extraordinario is blocked', [g(1, 1, 80), g(2, 2, 60), g(3, 3)], ['1:H--', '2:H-X', '3:---']],
    ['a block stays even if a later previous passed', [g(1, 1, 50), g(2, 2, 90), g(3, 3)], ['1:H-X', '2:---', '3:---']],
    // "...and, for the later ones, has a first grade" (from the third group on, the previous one needs a first grade)
    ['second group opens on a previous passed by segunda without primera', [g(1, 1, null, 80), g(2, 2)], ['1:H--', '2:H--']],
    ['third group needs the previous one to have a first grade', [g(1, 1, 90), g(2, 2, null, 80), g(3, 3)], ['1:H--', '2:H--', '3:---']],
    // reprobado: "both under 70, or first 70+ and second under 70, unless first is 'SIN CALIFICACION'"
    ['both under 70 is failed', [g(1, 1, 60, 50)], ['1:HR-']],
    ['first 70+ and second under 70 is failed', [g(1, 1, 80, 60)], ['1:HR-']],
    ['first SIN CALIFICACION and second under 70 is not failed', [g(1, 1, 'SIN CALIFICACION', 40)], ['1:H--']],
    ['SIN CALIFICACION counts as a set first grade for the only-enabled rule', [g(1, 1, 90), g(2, 2, 'SIN CALIFICACION', 40), g(3, 3)], ['1:---', '2:H--', '3:---']],
    ['SIN CALIFICACION alone is not extraordinario and does not pass', [g(1, 1, 'SIN CALIFICACION'), g(2, 2)], ['1:H--', '2:---']],
    ['numeric text grades are read as numbers', [g(1, 1, '85'), g(2, 2, '65', '60')], ['1:---', '2:HR-']],
    ['a grade of 0 is a set grade', [g(1, 1, 0), g(2, 2)], ['1:H-X', '2:---']],
    ['no groups gives no groups', [], []],
  ])('%s', (_, input, expected) => {
    expect(view(input)).toEqual(expected);
  });

  it('keeps every other field of the groups', () => {
    const [first] = computeGroupEligibility([{ ...g(7, 2, 80), curso: 'Adultos' }]);
    expect(first).toMatchObject({ id: 7, curso: 'Adultos', primera: 80, habil: true });
  });
});
