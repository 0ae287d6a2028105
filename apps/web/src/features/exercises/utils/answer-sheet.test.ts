import { describe, expect, it } from 'vitest';
import { instruction, question } from './test-questions';
import { answeredCount, answersToSend, firstMissing, optionLabel, sameChoices, sheetItems, shownOptions, storedChoices, withChoice } from './answer-sheet';

describe('the answer sheet of an exercise or exam', () => {
  it("hides an option written '-' and keeps the letters of the others", () => {
    const options = shownOptions(question(1, { valor2: '-', valor4: '-' }));
    expect(options.map(optionLabel)).toEqual(['a) some', 'c) a']);
    expect(options.map((o) => o.option)).toEqual([1, 3]);
  });

  it('numbers the questions as the server counts them: an instruction is shown but not numbered', () => {
    const items = sheetItems([question(3), instruction(1), question(2), instruction(4), question(5)]);
    expect(items.map((i) => [i.question.num_pregunta, i.numero])).toEqual([
      [1, null],
      [2, 1],
      [3, 2],
      [4, null],
      [5, 3],
    ]);
  });

  it('finds the first unanswered question by its number on screen, skipping instructions', () => {
    const items = sheetItems([instruction(1), question(2), question(3), question(4)]);
    expect(firstMissing(items, new Map([[2, 1]]))?.numero).toBe(2);
    expect(firstMissing(items, new Map([[3, 2]]))?.numero).toBe(1);
    expect(firstMissing(items, new Map([[2, 1], [3, 4], [4, 2]]))).toBeNull();
    expect(answeredCount(items, new Map([[3, 2]]))).toEqual({ answered: 1, total: 3 });
  });

  it('sends every question, an instruction with no choice, and no grade of its own', () => {
    const items = sheetItems([instruction(1), question(2), question(3)]);
    expect(answersToSend(items, new Map([[2, 3], [3, 1]]))).toEqual([
      { num_pregunta: 1, eleccion: null },
      { num_pregunta: 2, eleccion: 3 },
      { num_pregunta: 3, eleccion: 1 },
    ]);
  });

  it('starts a re-send from the choices stored with the result, and tells a changed answer', () => {
    const stored = storedChoices([instruction(1), question(2, { eleccion: 2 }), question(3, { eleccion: 4 })]);
    expect([...stored]).toEqual([[2, 2], [3, 4]]);
    expect(sameChoices(stored, new Map([[3, 4], [2, 2]]))).toBe(true);
    const changed = withChoice(stored, 3, 1);
    expect(sameChoices(stored, changed)).toBe(false);
    expect(stored.get(3)).toBe(4);
  });
});
