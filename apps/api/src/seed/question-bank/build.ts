import type { Random } from '../random.js';
import type { Band, BankQuestion, Ctx, Draft, Family } from './types.js';

/** About one graded question in six offers three options (the fourth is '-'). */
const THREE_OPTIONS = 1 / 6;
const MAX_OPTION = 60;

/** Places the right answer among two or three distractors; null when the draft cannot make a fair question. */
export function toQuestion(draft: Draft, rnd: Random): BankQuestion | null {
  const right = draft.correcta.trim();
  // Exact comparison: some questions are about capital letters, so 'Monday' and 'monday' are different options.
  const seen = new Set([right]);
  const wrong: string[] = [];
  for (const option of rnd.shuffle(draft.distractores)) {
    const text = option.trim();
    if (!text || text === '-' || seen.has(text) || text.length > MAX_OPTION) continue;
    seen.add(text);
    wrong.push(text);
  }
  if (!right || right === '-' || right.length > MAX_OPTION || wrong.length < 2) return null;
  const three = draft.tres === true || wrong.length === 2 || rnd.chance(THREE_OPTIONS);
  const options = wrong.slice(0, three ? 2 : 3);
  const at = rnd.int(0, options.length);
  options.splice(at, 0, right);
  const [a, b, c, d = '-'] = options as [string, string, string, string?];
  const question: BankQuestion = { tipo: 2, pregunta: draft.pregunta, opciones: [a, b, c, d], correcta: (at + 1) as 1 | 2 | 3 | 4 };
  if (draft.imagen) question.imagen = draft.imagen;
  return question;
}

export const instruction = (text: string): BankQuestion => ({ tipo: 6, pregunta: text, opciones: [], correcta: null });

/** A family for the bands from..to. */
export const family = (from: Band, to: Band, make: (ctx: Ctx) => Draft | null): Family => ({ from, to, make });
export const pictureFamily = (from: Band, to: Band, make: (ctx: Ctx) => Draft | null): Family => ({ from, to, make, picture: true });

/** A row of a fixed table: the sentence (or question), the right answer, then the distractors. */
export type Row = readonly [string, string, string, string, ...string[]];

/** A family that draws one row of a hand-written table. */
export const table = (from: Band, to: Band, rows: readonly Row[], three = false): Family =>
  family(from, to, ({ rnd }) => {
    const [pregunta, correcta, ...distractores] = rnd.pick(rows);
    return { pregunta, correcta, distractores, tres: three };
  });

/** Other items of a list as distractors. */
export const others = <T>(items: readonly T[], right: T) => items.filter((item) => item !== right);
