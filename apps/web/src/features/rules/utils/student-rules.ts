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
