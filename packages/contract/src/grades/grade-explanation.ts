import { PASSING_GRADE, roundGrade } from '../grades.js';
import { formatMessage } from '../messages.js';
import { ATTENDANCE } from '../lessons/schemas.js';
import { attendanceCredit, attendancePoints, itemPoints } from './grade-report.js';
import type { GradeBreakdownRow, GroupGrades } from './schemas.js';
import { GRADES_MSG } from './messages.js';

/**
 * What "¿Cómo se calcula?" needs. Everything but three counts comes from the
 * answer of calificacion.grupo: the weights are its `limite`s (decision 015:
 * each limite is the group's valor_*), the attendance rows are the sessions
 * held, the exercise and exam rows carry a grade or null.
 */
export interface GradeExplanationInput {
  grades: Pick<GroupGrades, 'asistencias' | 'ejercicios' | 'examenes' | 'estatus'>;
  /** info_curso.num_ejercicios of grupos.informacion. */
  num_ejercicios: number;
  /** info_curso.num_examenes of grupos.informacion. */
  num_examenes: number;
  /**
   * Every session of the group, held or not (recursos.usuario tipo 0 answers
   * one row each). Not derivable from GroupGrades, whose rows are only the
   * sessions held, yet attendance is divided by all of them.
   */
  num_sesiones: number;
}

export interface AttendanceExplanation {
  points: number;
  limit: number;
  /** Sessions held with full credit (row calificacion 100). */
  attended: number;
  /** Sessions held with half credit (row calificacion 50). */
  late: number;
  /** Sessions held without credit: falta, sin participación or sin registro. */
  absent: number;
  /** Sessions held (rows) and still to come (0 once the cycle ended). */
  held: number;
  remaining: number;
  sessions: number;
  formula: string;
}

export interface GradedItemsExplanation {
  points: number;
  limit: number;
  /** num_ejercicios / num_examenes: the divisor, whatever the catalogue holds. */
  planned: number;
  /** Rows with a grade, their sum and average (null when none). */
  graded: number;
  sum: number;
  average: number | null;
  /** Rows due but without a grade ('Ejercicio faltante', 'Examen faltante'). */
  missing: number;
  /** planned − graded, never negative (0 once the cycle ended): still to be graded. */
  remaining: number;
  /** The formula gave more than the limit (graded items beyond the planned count). */
  capped: boolean;
  formula: string;
}

export interface ExamsExplanation extends GradedItemsExplanation {
  /** Exams whose recovery exam counts instead ('Examen de recuperación'). */
  recovered: number;
  recoveryNote: string | null;
}

export type GradeToPass =
  | { estado: 'alcanzado'; sentence: string }
  | {
      estado: 'posible';
      /** The same minimum average on every exercise and exam still to be graded; 0 when classes alone suffice. */
      neededAverage: number;
      /** Classes to attend: all the remaining ones when an average is needed, else the fewest that reach 70. */
      classesToAttend: number;
      /** What can still add points (a part at its limit adds none, so its items are not counted). */
      remainingSessions: number;
      remainingExercises: number;
      remainingExams: number;
      /** Every remaining class attended and 100 in everything left. */
      maximum: number;
      sentence: string;
    }
  | { estado: 'imposible'; maximum: number; sentence: string };

export interface GradeExplanation {
  asistencias: AttendanceExplanation;
  ejercicios: GradedItemsExplanation;
  examenes: ExamsExplanation;
  total: number;
  limit: number;
  totalFormula: string;
  toPass: GradeToPass;
}

const PRESENT_CREDIT = attendanceCredit(ATTENDANCE.present);
const LATE_CREDIT = attendanceCredit(ATTENDANCE.late);
const MAX_GRADE = 100;
/** Grades and averages move in hundredths (roundGrade). */
const STEPS = MAX_GRADE * 100;

/** Plain number with up to 2 decimals, as grades show everywhere (es-MX decimal point, no grouping under 1000). */
const num = (n: number) => String(roundGrade(n));
const counted = (n: number, one: string, other: string) => formatMessage(n === 1 ? one : other, { n: num(n) });
const exercisesText = (n: number) => counted(n, GRADES_MSG.gradeExplainExercisesOne, GRADES_MSG.gradeExplainExercises);
const examsText = (n: number) => counted(n, GRADES_MSG.gradeExplainExamsOne, GRADES_MSG.gradeExplainExams);
const classesText = (n: number) => counted(n, GRADES_MSG.gradeExplainClassesOne, GRADES_MSG.gradeExplainClasses);

function explainAttendance(rows: readonly GradeBreakdownRow[], limit: number, sessions: number, open: boolean): AttendanceExplanation {
  const attended = rows.filter((r) => r.calificacion === PRESENT_CREDIT * MAX_GRADE).length;
  const late = rows.filter((r) => r.calificacion === LATE_CREDIT * MAX_GRADE).length;
  const points = attendancePoints(limit, attended * PRESENT_CREDIT + late * LATE_CREDIT, sessions);
  const formula =
    sessions > 0
      ? formatMessage(GRADES_MSG.gradeExplainAttendance, {
          asistencias: counted(attended, GRADES_MSG.gradeExplainAttendedOne, GRADES_MSG.gradeExplainAttended),
          retardos: counted(late, GRADES_MSG.gradeExplainLateOne, GRADES_MSG.gradeExplainLate),
          clases: classesText(sessions),
          valor: num(limit),
          puntos: num(points),
        })
      : formatMessage(GRADES_MSG.gradeExplainAttendanceNoClasses, { valor: num(limit) });
  return {
    points,
    limit,
    attended,
    late,
    absent: rows.length - attended - late,
    held: rows.length,
    remaining: open ? Math.max(0, sessions - rows.length) : 0,
    sessions,
    formula,
  };
}

function explainItems(
  rows: readonly GradeBreakdownRow[],
  limit: number,
  planned: number,
  open: boolean,
  part: string,
  nounOf: (n: number) => string,
): GradedItemsExplanation {
  const grades = rows.map((r) => r.calificacion).filter((g): g is number => g !== null);
  // Summed in row order, as the server sums them.
  const sum = grades.reduce((a, b) => a + b, 0);
  const graded = grades.length;
  const average = graded ? roundGrade(sum / graded) : null;
  const points = itemPoints(limit, sum, planned);
  const computed = planned > 0 ? roundGrade((limit * sum) / (planned * MAX_GRADE)) : 0;
  const capped = computed > limit;
  const values = {
    parte: part,
    promedio: num(average ?? 0),
    calificados: nounOf(graded),
    planeados: nounOf(planned),
    valor: num(limit),
    puntos: num(points),
    calculado: num(computed),
  };
  const template =
    planned <= 0
      ? GRADES_MSG.gradeExplainItemsNotPlanned
      : graded === 0
        ? GRADES_MSG.gradeExplainItemsNoneYet
        : capped
          ? GRADES_MSG.gradeExplainItemsCapped
          : GRADES_MSG.gradeExplainItems;
  return {
    points,
    limit,
    planned,
    graded,
    sum,
    average,
    missing: rows.length - graded,
    remaining: open ? Math.max(0, planned - graded) : 0,
    capped,
    formula: formatMessage(template, values),
  };
}

/**
 * "¿Cómo se calcula?" of the Calificaciones screen: each part's formula with
 * the student's numbers, the total, and what is still needed to reach 70.
 * The formulas are grade-report.ts's (decision 015, banked points), recomputed
 * from the rows, so each sentence's arithmetic is its own; on the server's
 * rows every part's points equal its pts_total_* (tests check it).
 *
 * Edge cases, as decided here:
 * - Remaining: sessions of the group not held yet; exercises and exams
 *   planned (num_*) minus those with a grade, so a due but missing item is
 *   still to be done. Grades already earned count as they are (a re-sent
 *   exercise or a recovery exam could raise them; not assumed). Once the
 *   cycle ended (estatus not 'En curso') nothing remains.
 * - A part at its limit (also a part worth 0, or num_* 0, which gives 0
 *   points as on the server) can add nothing: its remaining items are not
 *   counted in toPass.
 * - toPass: 'alcanzado' at 70 or more now. Else 'imposible' when attending
 *   every remaining class with 100 in everything left stays under 70 (with
 *   its own sentence when nothing remains). Else 'posible': if attending
 *   classes alone reaches 70, the fewest classes needed (neededAverage 0);
 *   otherwise the lowest average, in hundredths, that reaches 70 when
 *   given to every remaining exercise and exam with every remaining class
 *   attended. An exam weighs more than an exercise (limit ÷ planned), so other
 *   mixes also pass: grades over the average on exams let exercises go lower.
 * - Rounding as the server: each part to 2 decimals, the total is the sum of
 *   the rounded parts, rounded. The average shown in a formula is rounded,
 *   so its product may differ from the points in the last decimal.
 */
export function explainGrade(input: GradeExplanationInput): GradeExplanation {
  const { grades } = input;
  const open = grades.estatus === GRADES_MSG.gradeInProgress;
  const asistencias = explainAttendance(grades.asistencias.desgloce, grades.asistencias.limite, input.num_sesiones, open);
  const ejercicios = explainItems(grades.ejercicios.desgloce, grades.ejercicios.limite, input.num_ejercicios, open, GRADES_MSG.gradeExplainPartExercises, exercisesText);
  const examItems = explainItems(grades.examenes.desgloce, grades.examenes.limite, input.num_examenes, open, GRADES_MSG.gradeExplainPartExams, examsText);
  const recovered = grades.examenes.desgloce.filter((r) => r.calificacion !== null && r.valor_text === GRADES_MSG.examRecovered).length;
  const examenes: ExamsExplanation = {
    ...examItems,
    recovered,
    recoveryNote: recovered > 0 ? formatMessage(GRADES_MSG.gradeExplainRecovered, { examenes: examsText(recovered) }) : null,
  };

  const total = roundGrade(asistencias.points + ejercicios.points + examenes.points);
  const limit = roundGrade(asistencias.limit + ejercicios.limit + examenes.limit);
  const totalFormula = formatMessage(GRADES_MSG.gradeExplainTotal, {
    asistencia: num(asistencias.points),
    ejercicios: num(ejercicios.points),
    examenes: num(examenes.points),
    total: num(total),
    maximo: num(limit),
  });
  return { asistencias, ejercicios, examenes, total, limit, totalFormula, toPass: toPass(asistencias, ejercicios, examenes, total) };
}

function toPass(a: AttendanceExplanation, e: GradedItemsExplanation, x: GradedItemsExplanation, total: number): GradeToPass {
  if (total >= PASSING_GRADE) {
    return { estado: 'alcanzado', sentence: formatMessage(GRADES_MSG.gradeToPassReached, { aprobatoria: PASSING_GRADE, total: num(total) }) };
  }
  const canGrow = (part: { points: number; limit: number }) => part.points < part.limit;
  const sessions = canGrow(a) ? a.remaining : 0;
  const exercises = canGrow(e) ? e.remaining : 0;
  const exams = canGrow(x) ? x.remaining : 0;
  const credits = a.attended * PRESENT_CREDIT + a.late * LATE_CREDIT;
  const projected = (classes: number, average: number) =>
    roundGrade(
      attendancePoints(a.limit, credits + classes * PRESENT_CREDIT, a.sessions) +
        itemPoints(e.limit, e.sum + exercises * average, e.planned) +
        itemPoints(x.limit, x.sum + exams * average, x.planned),
    );
  const passes = (classes: number, average: number) => projected(classes, average) >= PASSING_GRADE;

  const maximum = projected(sessions, MAX_GRADE);
  if (maximum < PASSING_GRADE) {
    const sentence =
      sessions + exercises + exams === 0
        ? formatMessage(GRADES_MSG.gradeToPassNothingLeft, { total: num(total), aprobatoria: PASSING_GRADE })
        : formatMessage(GRADES_MSG.gradeToPassImpossible, { maximo: num(maximum), aprobatoria: PASSING_GRADE });
    return { estado: 'imposible', maximum, sentence };
  }
  const remaining = { remainingSessions: sessions, remainingExercises: exercises, remainingExams: exams, maximum };

  if (passes(sessions, 0)) {
    // Classes alone reach 70 (total < 70, so at least one is needed).
    let classesToAttend = 1;
    while (!passes(classesToAttend, 0)) classesToAttend += 1;
    const sentence = formatMessage(GRADES_MSG.gradeToPassClasses, { asistir: classesText(classesToAttend), restantes: sessions });
    return { estado: 'posible', neededAverage: 0, classesToAttend, ...remaining, sentence };
  }

  // The lowest hundredth that passes: passes(·, 0) is false, passes(·, 100) true, and more never hurts.
  let low = 0;
  let high = STEPS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (passes(sessions, mid / 100)) high = mid;
    else low = mid;
  }
  const neededAverage = high / 100;
  const items = [exercises > 0 ? exercisesText(exercises) : null, exams > 0 ? examsText(exams) : null].filter((s): s is string => s !== null);
  const pendientes = items.length === 2 ? formatMessage(GRADES_MSG.gradeExplainAnd, { a: items[0]!, b: items[1]! }) : items.join('');
  const sentence =
    sessions > 0
      ? formatMessage(GRADES_MSG.gradeToPassAverageAndClasses, { promedio: num(neededAverage), pendientes, restantes: sessions })
      : formatMessage(GRADES_MSG.gradeToPassAverage, { promedio: num(neededAverage), pendientes });
  return { estado: 'posible', neededAverage, classesToAttend: sessions, ...remaining, sentence };
}
