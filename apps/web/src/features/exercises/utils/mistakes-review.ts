import type { Question } from '@lms/contract';
import { shownOptions, type OptionNumber, type SheetItem, type ShownOption } from './answer-sheet';

/**
 * "Repasar mis errores" (issue 9, beyond the spec): an ungraded practice of
 * the questions the student got wrong. Checked in the browser against the
 * right options once the result carries them (it can no longer change);
 * while it can, each pick is checked by the server, which says right or
 * wrong and never the right option (decision 031). Nothing is stored.
 */

/** The multiple-choice questions of a solved result answered wrong, in screen order. */
export function missedItems(items: readonly SheetItem[]): SheetItem[] {
  return items.filter(({ question, numero }) => numero !== null && question.correcta === 0);
}

export interface PickFeedback {
  correct: boolean;
  /** The right option, shown once the student has tried. */
  right: ShownOption;
}

/** Whether a pick is the right option; null when the question's right option is unknown (before solving). */
export function checkPick(question: Question, pick: OptionNumber): PickFeedback | null {
  const right = shownOptions(question).find((o) => o.option === question.opcion_correcta);
  return right ? { correct: pick === right.option, right } : null;
}

/** A pick of the practice and whether it was right (by the right option, or as the server said). */
export interface ReviewOutcome {
  pick: OptionNumber;
  correct: boolean;
}

/** The practice so far: how many were tried and how many of those were right. */
export function reviewScore(items: readonly SheetItem[], outcomes: ReadonlyMap<number, ReviewOutcome>): { right: number; tried: number; total: number } {
  let right = 0;
  let tried = 0;
  for (const { question } of items) {
    const outcome = outcomes.get(question.num_pregunta);
    if (!outcome) continue;
    tried += 1;
    if (outcome.correct) right += 1;
  }
  return { right, tried, total: items.length };
}

/** The marks of a solved result: right, wrong and answered multiple-choice questions. */
export function resultMarks(items: readonly SheetItem[]): { right: number; wrong: number; total: number } {
  const graded = items.filter((item) => item.numero !== null);
  return {
    right: graded.filter((item) => item.question.correcta === 1).length,
    wrong: graded.filter((item) => item.question.correcta === 0).length,
    total: graded.length,
  };
}
