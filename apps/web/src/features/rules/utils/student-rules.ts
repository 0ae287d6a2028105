import type { CallResponse, rulesCall, studentCourseTypeCall } from '@lms/contract';

type Rule = CallResponse<typeof rulesCall>[number];
type CourseType = CallResponse<typeof studentCourseTypeCall>[number];

export interface RuleGroup {
  /** The course type's name; null when the student has none (every rule is shown). */
  curso: string | null;
  reglas: Rule[];
}

/**
 * The rules of the student's course types, one group per type in the order
 * the server gave them, each keeping the rules' order. A student without a
 * course type (no group yet) reads every rule.
 */
export function rulesForStudent(rules: readonly Rule[], types: readonly CourseType[]): RuleGroup[] {
  if (types.length === 0) return rules.length === 0 ? [] : [{ curso: null, reglas: [...rules] }];
  const seen = new Set<number>();
  const groups: RuleGroup[] = [];
  for (const type of types) {
    if (seen.has(type.tipo_curso)) continue;
    seen.add(type.tipo_curso);
    const reglas = rules.filter((r) => r.idcurso === type.tipo_curso);
    if (reglas.length > 0) groups.push({ curso: type.curso, reglas });
  }
  return groups;
}

/**
 * Every rule for staff, one group per course type in the server's order,
 * each rule once (the same text may be published twice for a type).
 */
export function rulesByCourse(rules: readonly Rule[]): RuleGroup[] {
  const groups = new Map<number, RuleGroup & { texts: Set<string> }>();
  for (const rule of rules) {
    let group = groups.get(rule.idcurso);
    if (!group) {
      group = { curso: rule.curso ?? `Curso ${rule.idcurso}`, reglas: [], texts: new Set() };
      groups.set(rule.idcurso, group);
    }
    const text = rule.regla.trim().toLowerCase();
    if (group.texts.has(text)) continue;
    group.texts.add(text);
    group.reglas.push(rule);
  }
  return [...groups.values()].map(({ curso, reglas }) => ({ curso, reglas }));
}
