import type { Question } from '@lms/contract';

const LETTERS = ['a', 'b', 'c', 'd'] as const;

/** The options a question shows: a to d, without the ones whose value is '-' (spec 3 §2.5). */
export function shownOptions(q: Question): Array<{ letter: string; text: string; number: 1 | 2 | 3 | 4 }> {
  return ([q.valor1, q.valor2, q.valor3, q.valor4] as const)
    .map((text, i) => ({ letter: LETTERS[i]!, text, number: (i + 1) as 1 | 2 | 3 | 4 }))
    .filter((o) => o.text.trim() !== '-' && o.text.trim() !== '');
}
