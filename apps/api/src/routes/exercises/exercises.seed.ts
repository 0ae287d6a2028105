import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { QUESTION_TYPE, roundGrade } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { courses, levels } from '../groups/groups.schema.js';
import { evaluations, resources } from '../lessons/lessons.schema.js';
import { bulkInsert, reserveIds } from '../../seed/bulk.js';
import type { SeedSchool } from '../../seed/school.js';
import { demoMediaFile, demoMediaIndex, storeLessonFiles, type LessonFile, type ListeningClip } from '../lessons/public.js';
import { committedPassageClip } from '../../seed/listening-passages.js';
import { evaluationQuestions, type BankQuestion, type BankQuestionKind } from '../../seed/question-bank/index.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** The lesson a level's quality exam opens with: demo.alumno's current group has reached it, and has not answered it. */
const QUALITY_EXAM_LESSON = 3;

/** The bank's lesson the extraordinary exam's questions come from: the last, whose exam covers the level. */
const EXTRAORDINARY_EXAM_LESSON = 10;

const KIND_OF_TIPO: Record<number, BankQuestionKind> = { 1: 'exercise', 2: 'exam', 3: 'recovery' };

/**
 * The values of an evaluation's graded questions: equal shares of 100, the
 * last taking what rounding left, so they add up to exactly 100.
 */
export function questionValues(count: number): number[] {
  if (count === 0) return [];
  const share = roundGrade(100 / count);
  return Array.from({ length: count }, (_, i) => (i < count - 1 ? share : roundGrade(100 - share * (count - 1))));
}

type QuestionRow = [number, number, number, string, number, string, string, string, string, number | null, string | null, string | null];

/** A bank question, perhaps with a listening clip (its path in the lesson files). */
type SeedQuestion = BankQuestion & { audio?: string };

function questionRows(evaluationId: number, bank: SeedQuestion[]): QuestionRow[] {
  const values = questionValues(bank.filter((q) => q.tipo === QUESTION_TYPE.multipleChoice).length);
  let graded = 0;
  return bank.map((q, i) => {
    const [v1 = '-', v2 = '-', v3 = '-', v4 = '-'] = q.opciones;
    const valor = q.tipo === QUESTION_TYPE.multipleChoice ? values[graded++]! : 0;
    return [evaluationId, i + 1, q.tipo, q.pregunta, valor, v1, v2, v3, v4, q.correcta, q.imagen ? `preguntas/${q.imagen.nombre}` : null, q.audio ?? null];
  });
}

/** Every other lesson's first exercise, and every quality exam, ends with a listening question (a committed clip). */
function withListening(bank: BankQuestion[], clips: readonly ListeningClip[], pick: number | null): SeedQuestion[] {
  if (pick === null || clips.length === 0) return bank;
  const clip = clips[pick % clips.length]!;
  return [...bank, { tipo: QUESTION_TYPE.multipleChoice, pregunta: clip.pregunta, opciones: clip.opciones, correcta: clip.correcta, audio: `audio/${clip.nombre}.mp3` }];
}

/** A listening passage's instruction gets its spoken clip (seed/listening-passages.ts), the transcript stays. */
async function withPassageClips(bank: BankQuestion[]): Promise<SeedQuestion[]> {
  return Promise.all(
    bank.map(async (q) => {
      const audio = q.escucha ? await committedPassageClip(q.escucha) : null;
      return audio ? { ...q, audio } : q;
    }),
  );
}

/** The pictures and clips the questions point at, into the lesson files store (decision 024). */
async function storeQuestionMedia(db: Db, escuela: 1 | 2, questions: readonly SeedQuestion[]): Promise<void> {
  const files = new Map<string, LessonFile>();
  for (const q of questions) {
    if (q.imagen) files.set(`preguntas/${q.imagen.nombre}`, { ruta: `preguntas/${q.imagen.nombre}`, content_type: 'image/svg+xml', contenido: Buffer.from(q.imagen.svg) });
    if (q.audio && !files.has(q.audio)) files.set(q.audio, { ruta: q.audio, content_type: 'audio/mpeg', contenido: await demoMediaFile(q.audio) });
  }
  await storeLessonFiles(db, escuela, [...files.values()]);
}

/**
 * The questions of every exercise and exam of the school's catalogue (the
 * lessons seed made the evaluations), and a quality exam per catalogue level,
 * from the demo question bank (seed/question-bank/).
 */
export async function seedExercises(db: Db, school: SeedSchool): Promise<void> {
  const placed = await placedEvaluations(db, school.escuela);
  const { clips } = await demoMediaIndex();
  const rows: QuestionRow[] = [];
  const media: SeedQuestion[] = [];
  const add = (evaluationId: number, questions: SeedQuestion[]) => {
    rows.push(...questionRows(evaluationId, questions));
    media.push(...questions.filter((q) => q.imagen || q.audio));
  };
  for (const e of placed) {
    const kind: BankQuestionKind = e.conjunto === 1 ? 'certification' : KIND_OF_TIPO[e.tipo]!;
    const bank = evaluationQuestions({ curso: e.curso, nivel: e.numero, leccion: e.leccion, kind, variante: Math.max(1, e.orden) });
    const listening = kind === 'exercise' && e.orden <= 1 && (e.leccion + e.numero) % 2 === 0 ? e.numero * 7 + e.leccion : null;
    add(e.id, withListening(await withPassageClips(bank), clips, listening));
  }

  // A quality exam for each level with a catalogue.
  const catalogueLevels = [...new Map(placed.filter((e) => e.conjunto === 0).map((e) => [e.id_nivel, e])).values()];
  const qualityIds = await insertQualityExams(db, school.escuela, catalogueLevels);
  catalogueLevels.forEach((l, i) => {
    add(qualityIds[i]!, withListening(evaluationQuestions({ curso: l.curso, nivel: l.numero, leccion: QUALITY_EXAM_LESSON, kind: 'quality', variante: 1 }), clips, l.numero + 3));
  });
  // An extraordinary exam for each level with a catalogue (decision 033): exam questions of the whole level, not a lesson's copy.
  const extraordinaryIds = await insertExtraordinaryExams(db, school.escuela, catalogueLevels);
  catalogueLevels.forEach((l, i) => {
    add(extraordinaryIds[i]!, evaluationQuestions({ curso: l.curso, nivel: l.numero, leccion: EXTRAORDINARY_EXAM_LESSON, kind: 'exam', variante: 3 }));
  });

  await insertQuestions(db, rows);
  await storeQuestionMedia(db, school.escuela, media);
}

type PlacedEvaluation = Awaited<ReturnType<typeof placedEvaluations>>[number];

/** The school's exercises and exams where the lessons seed placed them: lesson, set, order, level and course. */
function placedEvaluations(db: Db, escuela: 1 | 2) {
  return db
    .select({
      id: evaluations.id,
      tipo: evaluations.tipo,
      leccion: resources.leccion,
      conjunto: resources.conjunto,
      orden: resources.orden,
      id_nivel: levels.id,
      numero: levels.numero,
      curso: courses.curso,
    })
    .from(evaluations)
    .innerJoin(resources, eq(resources.id_evaluacion, evaluations.id))
    .innerJoin(levels, eq(levels.id, resources.id_nivel))
    .innerJoin(courses, eq(courses.id, levels.id_curso))
    .where(and(eq(evaluations.escuela, escuela), isNotNull(resources.id_evaluacion)))
    .orderBy(asc(evaluations.id));
}

/** A quality exam's evaluation per level; returns their ids, in the levels' order. */
async function insertQualityExams(db: Db, escuela: 1 | 2, catalogueLevels: readonly PlacedEvaluation[]): Promise<number[]> {
  const qualityIds = await reserveIds(db, 'evaluations', catalogueLevels.length);
  await bulkInsert(
    db,
    'evaluations',
    [['id', 'int'], ['escuela', 'smallint'], ['nombre', 'text'], ['tipo', 'smallint']],
    catalogueLevels.map((l, i) => [qualityIds[i], escuela, `Examen de calidad: ${l.curso} nivel ${l.numero}`, 4]),
  );
  await bulkInsert(
    db,
    'quality_exams',
    [['id_nivel', 'int'], ['leccion', 'smallint'], ['id_evaluacion', 'int']],
    catalogueLevels.map((l, i) => [l.id_nivel, QUALITY_EXAM_LESSON, qualityIds[i]]),
  );
  return qualityIds;
}

/** An extraordinary exam's evaluation per level; returns their ids, in the levels' order. */
async function insertExtraordinaryExams(db: Db, escuela: 1 | 2, catalogueLevels: readonly PlacedEvaluation[]): Promise<number[]> {
  const extraordinaryIds = await reserveIds(db, 'evaluations', catalogueLevels.length);
  await bulkInsert(
    db,
    'evaluations',
    [['id', 'int'], ['escuela', 'smallint'], ['nombre', 'text'], ['tipo', 'smallint']],
    catalogueLevels.map((l, i) => [extraordinaryIds[i], escuela, `Examen extraordinario: ${l.curso} nivel ${l.numero}`, 2]),
  );
  await bulkInsert(
    db,
    'extraordinary_exams',
    [['id_nivel', 'int'], ['id_evaluacion', 'int']],
    catalogueLevels.map((l, i) => [l.id_nivel, extraordinaryIds[i]]),
  );
  return extraordinaryIds;
}

async function insertQuestions(db: Db, rows: readonly QuestionRow[]) {
  await bulkInsert(
    db,
    'questions',
    [
      ['id_evaluacion', 'int'],
      ['num_pregunta', 'smallint'],
      ['tipo', 'smallint'],
      ['pregunta', 'text'],
      ['valor', 'numeric'],
      ['valor1', 'text'],
      ['valor2', 'text'],
      ['valor3', 'text'],
      ['valor4', 'text'],
      ['opcion_correcta', 'smallint'],
      ['ruta_imagen', 'text'],
      ['ruta_audio', 'text'],
    ],
    rows,
  );
}

export const areaSeed = defineAreaSeed({ name: 'exercises', seed: seedExercises, after: ['lessons'] });
