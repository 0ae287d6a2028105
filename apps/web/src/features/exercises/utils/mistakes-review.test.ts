import { describe, expect, it } from 'vitest';
import { sheetItems } from './answer-sheet';
import { instruction, question } from './test-questions';
import { checkPick, missedItems, resultMarks, reviewScore } from './mistakes-review';

const solved = sheetItems([
  instruction(1),
  question(2, { opcion_correcta: 2, eleccion: 2, correcta: 1 }),
  question(3, { opcion_correcta: 1, eleccion: 3, correcta: 0 }),
  question(4, { opcion_correcta: 4, eleccion: 1, correcta: 0 }),
  // A seeded result without the student's choices: no mark, nothing to repeat.
  question(5, { opcion_correcta: 2, eleccion: null, correcta: null }),
]);

describe('Repasar mis errores', () => {
  it('practises only the questions answered wrong, with their numbers on screen', () => {
    expect(missedItems(solved).map((i) => i.numero)).toEqual([2, 3]);
    expect(resultMarks(solved)).toEqual({ right: 1, wrong: 2, total: 4 });
  });

  it('has nothing to practise before solving or with every answer right', () => {
    expect(missedItems(sheetItems([question(1), question(2)]))).toEqual([]);
    expect(missedItems(sheetItems([question(1, { opcion_correcta: 1, eleccion: 1, correcta: 1 })]))).toEqual([]);
  });

  it('checks a pick at once and names the right option', () => {
    const q = question(3, { opcion_correcta: 1, eleccion: 3, correcta: 0 });
    expect(checkPick(q, 1)).toEqual({ correct: true, right: { option: 1, letter: 'a', text: 'some' } });
    expect(checkPick(q, 2)).toEqual({ correct: false, right: { option: 1, letter: 'a', text: 'some' } });
    expect(checkPick(question(3), 1)).toBeNull();
  });

  it('practises a result that can still change, whose review names no right option (decision 031)', () => {
    const open = sheetItems([question(1, { eleccion: 2, correcta: 0 }), question(2, { eleccion: 1, correcta: 1 })]);
    expect(missedItems(open).map((i) => i.numero)).toEqual([1]);
    // The pick cannot be checked here: the server says right or wrong.
    expect(checkPick(open[0]!.question, 3)).toBeNull();
  });

  it('counts the practice without touching the grade', () => {
    const missed = missedItems(solved);
    expect(reviewScore(missed, new Map())).toEqual({ right: 0, tried: 0, total: 2 });
    expect(
      reviewScore(
        missed,
        new Map([
          [3, { pick: 1, correct: true }],
          [4, { pick: 2, correct: false }],
        ]),
      ),
    ).toEqual({ right: 1, tried: 2, total: 2 });
  });
});
