import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { QUESTION_TYPE, roundGrade } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { courses, evaluations, levels, resources } from '../../db/schema/index.js';
import { bulkInsert, reserveIds } from '../../seed/bulk.js';
import type { SeedSchool } from '../../seed/school.js';
import { evaluationQuestions, type BankQuestion, type BankQuestionKind } from './question-bank/index.js';

/** The lesson a level's quality exam opens with: demo.alumno's current group has reached it, and has not answered it. */
const QUALITY_EXAM_LESSON = 3;

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

type QuestionRow = [number, number, number, string, number, string, string, string, string, number | null, string | null];

function questionRows(evaluationId: number, bank: BankQuestion[]): QuestionRow[] {
  const values = questionValues(bank.filter((q) => q.tipo === QUESTION_TYPE.multipleChoice).length);
  let graded = 0;
  return bank.map((q, i) => {
    const [v1 = '-', v2 = '-', v3 = '-', v4 = '-'] = q.opciones;
    const valor = q.tipo === QUESTION_TYPE.multipleChoice ? values[graded++]! : 0;
    return [evaluationId, i + 1, q.tipo, q.pregunta, valor, v1, v2, v3, v4, q.correcta, q.imagen ? `preguntas/${q.imagen.nombre}` : null];
  });
}

/**
 * The questions of every exercise and exam of the school's catalogue (the
 * lessons seed made the evaluations), and a quality exam per catalogue level,
 * from the demo question bank (question-bank/).
 */
export async function seedExercises(db: Db, school: SeedSchool): Promise<void> {
  const placed = await db
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
    .where(and(eq(evaluations.escuela, school.escuela), isNotNull(resources.id_evaluacion)))
    .orderBy(asc(evaluations.id));

  const rows: QuestionRow[] = [];
  for (const e of placed) {
    const kind: BankQuestionKind = e.conjunto === 1 ? 'certification' : KIND_OF_TIPO[e.tipo]!;
    rows.push(...questionRows(e.id, evaluationQuestions({ curso: e.curso, nivel: e.numero, leccion: e.leccion, kind, variante: Math.max(1, e.orden) })));
  }

  // A quality exam for each level with a catalogue.
  const catalogueLevels = [...new Map(placed.filter((e) => e.conjunto === 0).map((e) => [e.id_nivel, e])).values()];
  const qualityIds = await reserveIds(db, 'evaluations', catalogueLevels.length);
  await bulkInsert(
    db,
    'evaluations',
    [['id', 'int'], ['escuela', 'smallint'], ['nombre', 'text'], ['tipo', 'smallint']],
    catalogueLevels.map((l, i) => [qualityIds[i], school.escuela, `Examen de calidad: ${l.curso} nivel ${l.numero}`, 4]),
  );
  await bulkInsert(
    db,
    'quality_exams',
    [['id_nivel', 'int'], ['leccion', 'smallint'], ['id_evaluacion', 'int']],
    catalogueLevels.map((l, i) => [l.id_nivel, QUALITY_EXAM_LESSON, qualityIds[i]]),
  );
  catalogueLevels.forEach((l, i) => {
    rows.push(...questionRows(qualityIds[i]!, evaluationQuestions({ curso: l.curso, nivel: l.numero, leccion: QUALITY_EXAM_LESSON, kind: 'quality', variante: 1 })));
  });

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
    ],
    rows,
  );
}
