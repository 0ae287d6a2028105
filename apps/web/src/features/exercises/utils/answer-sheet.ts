import { HIDDEN_OPTION, QUESTION_TYPE, questionNumbers, type Answer, type Question, type StoredQuestion } from '@lms/contract';

export type OptionNumber = 1 | 2 | 3 | 4;
/** The student's choice per question number. */
export type Choices = ReadonlyMap<number, OptionNumber>;

const LETTERS = ['a', 'b', 'c', 'd'] as const;

export interface ShownOption {
  option: OptionNumber;
  /** The option's letter keeps its place (a-d) even when an earlier one is hidden. */
  letter: (typeof LETTERS)[number];
  text: string;
}

/** A question in screen order with its number on screen; an instruction has none. */
export interface SheetItem {
  question: Question;
  numero: number | null;
}

const OPTIONS: readonly OptionNumber[] = [1, 2, 3, 4];

function optionTexts(q: Question): readonly [string, string, string, string] {
  return [q.valor1, q.valor2, q.valor3, q.valor4];
}

/** The options a-d the screen shows: an option whose text is '-' does not exist (spec 2 §4). */
export function shownOptions(q: Question): ShownOption[] {
  const texts = optionTexts(q);
  return OPTIONS.filter((option) => texts[option - 1] !== HIDDEN_OPTION).map((option) => ({
    option,
    letter: LETTERS[option - 1]!,
    text: texts[option - 1]!,
  }));
}

/** "b) love": how an option is named in a sentence. */
export function optionLabel(option: ShownOption): string {
  return `${option.letter}) ${option.text}`;
}

export function isMultipleChoice(q: Question): boolean {
  return q.idTipoPregunta === QUESTION_TYPE.multipleChoice;
}

/**
 * The questions in order, numbered as the server counts them in its
 * 'Por favor, contesta la pregunta #{n}' (the contract's questionNumbers:
 * instructions are not counted).
 */
export function sheetItems(questions: readonly Question[]): SheetItem[] {
  const stored: StoredQuestion[] = questions.map((q) => ({
    num_pregunta: q.num_pregunta,
    valor: q.valor,
    idTipoPregunta: q.idTipoPregunta,
    opciones: optionTexts(q),
    opcion_correcta: q.opcion_correcta,
  }));
  const numbers = questionNumbers(stored);
  return [...questions]
    .sort((a, b) => a.num_pregunta - b.num_pregunta)
    .map((question) => ({ question, numero: numbers.get(question.num_pregunta) ?? null }));
}

/** The choices stored with the student's result (none before solving). */
export function storedChoices(questions: readonly Question[]): Map<number, OptionNumber> {
  const choices = new Map<number, OptionNumber>();
  for (const q of questions) if (isMultipleChoice(q) && q.eleccion !== null) choices.set(q.num_pregunta, q.eleccion);
  return choices;
}

/** The first multiple-choice question without an answer, or null when every one has one. */
export function firstMissing(items: readonly SheetItem[], choices: Choices): SheetItem | null {
  return items.find((item) => item.numero !== null && !choices.has(item.question.num_pregunta)) ?? null;
}

/** How many multiple-choice questions there are and how many have an answer. */
export function answeredCount(items: readonly SheetItem[], choices: Choices): { answered: number; total: number } {
  const graded = items.filter((item) => item.numero !== null);
  return { answered: graded.filter((item) => choices.has(item.question.num_pregunta)).length, total: graded.length };
}

/** recurso.contestar's `preguntas`: every question, instructions with no choice. */
export function answersToSend(items: readonly SheetItem[], choices: Choices): Answer[] {
  return items.map(({ question, numero }) => ({
    num_pregunta: question.num_pregunta,
    eleccion: numero === null ? null : (choices.get(question.num_pregunta) ?? null),
  }));
}

export function sameChoices(a: Choices, b: Choices): boolean {
  if (a.size !== b.size) return false;
  for (const [num, option] of a) if (b.get(num) !== option) return false;
  return true;
}

/** A choice changed: the next map, the previous one untouched. */
export function withChoice(choices: Choices, num_pregunta: number, option: OptionNumber): Map<number, OptionNumber> {
  return new Map(choices).set(num_pregunta, option);
}
