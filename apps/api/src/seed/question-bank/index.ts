import { Evaluation, certificationLesson, lessonExam, ordinaryExercise, qualityExam } from './compose.js';
import { hashText, seededRandom } from '../random.js';
import type { Audience, Band, BankQuestion, BankRequest, Ctx } from './types.js';

/**
 * The demo question bank: every exercise and exam a demo student can open is
 * drawn from word lists and templates with a PRNG seeded by the request, so
 * the seed is reproducible without storing thousands of questions.
 */

export type { BankImage, BankQuestion, BankQuestionKind, BankRequest } from './types.js';

export { LESSON_TOPICS } from '../lesson-topics.js';

/** Sibling evaluations whose questions a request avoids: earlier variants, and the exam a recovery exam replaces. */
const MAX_VARIANT_CHAIN = 4;

const clamp = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min);

function normalize(request: BankRequest): BankRequest {
  const curso = request.curso.trim().toUpperCase();
  return {
    curso: curso === 'KIDS' || curso === 'TEENS' ? curso : 'ADULTOS',
    nivel: clamp(request.nivel, 1, 16),
    leccion: clamp(request.leccion, 1, request.kind === 'certification' ? 5 : 10),
    kind: request.kind,
    variante: clamp(request.variante, 1, MAX_VARIANT_CHAIN),
  };
}

function compose(request: BankRequest, avoid: ReadonlySet<string>): BankQuestion[] {
  const { curso, nivel, leccion, kind, variante } = request;
  const audience: Audience = curso === 'KIDS' ? 'kids' : curso === 'TEENS' ? 'teens' : 'adults';
  const rnd = seededRandom(hashText(`${audience}|${nivel}|${leccion}|${kind}|${variante}`));
  const ctx: Ctx = { rnd, nivel, audience, band: Math.min(3, Math.floor((nivel - 1) / 4)) as Band };
  const evaluation = new Evaluation(ctx, avoid);
  if (kind === 'exercise') ordinaryExercise(evaluation, leccion);
  else if (kind === 'exam' || kind === 'recovery') lessonExam(evaluation, leccion, kind === 'recovery');
  else if (kind === 'certification') certificationLesson(evaluation, leccion);
  else qualityExam(evaluation);
  return evaluation.questions;
}

/** The questions of one evaluation: deterministic, 8 to 12 graded questions for an exercise, 12 to 15 for an exam, plus up to two instructions. */
export function evaluationQuestions(request: BankRequest): BankQuestion[] {
  const normalized = normalize(request);
  const siblings: BankRequest[] = [];
  for (let v = 1; v < normalized.variante; v++) siblings.push({ ...normalized, variante: v });
  if (normalized.kind === 'recovery') siblings.push({ ...normalized, kind: 'exam' });
  const avoid = new Set(siblings.flatMap((s) => evaluationQuestions(s).filter((q) => q.tipo === 2).map((q) => q.pregunta)));
  return compose(normalized, avoid);
}
