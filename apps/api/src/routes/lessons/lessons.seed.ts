import { RESOURCE_TYPE, WEEKDAY_KEYS, type WeekdayKey } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { studentComments } from '../comments/comments.schema.js';
import { bulkInsert, reserveIds } from '../../seed/bulk.js';
import { CERTIFICATION_TOPICS, LESSON_TOPICS } from '../../seed/lesson-topics.js';
import { seededRandom, type Random } from '../../seed/random.js';
import { cachedLessonBook } from '../../seed/lesson-books.js';
import { demoMediaFile, storeLessonFiles, type LessonFile } from './lesson-files.js';
import { pickWeekdays, type SeedSchool } from '../../seed/school.js';
import { defineAreaSeed } from '../../seed/areas.js';

/** Lessons (sessions) of every demo group and of every level's catalogue. */
const LESSONS_PER_LEVEL = 10;
/** The mid-term exam sits at half the lessons (spec 2 §9), the final at the last. */
const MIDTERM_LESSON = LESSONS_PER_LEVEL / 2;
/** Attendance and results are recorded for sessions before this day (the demo's "today" is 2026-11-22). */
const SEED_RECORDED_BEFORE = '2026-11-18';


type Weekdays = Partial<Record<WeekdayKey, number>>;

interface SeedGroup extends Weekdays {
  id: number;
  id_nivel: number;
  /** The cycle's first and last day, YYYY-MM-DD. */
  inicio: string;
  fin: string;
}
interface SeedLevel {
  id: number;
  numero: number;
  curso: string;
}
interface LessonSeedInput {
  escuela: 1 | 2;
  groups: SeedGroup[];
  levels: Map<number, SeedLevel>;
  /** Levels that get the demo catalogue of lessons (every tipo of resource). */
  catalogueLevels: number[];
  /** The level whose certification lessons the demo shows (demo.alumno's current group). */
  certificationLevel: number;
  enrolments: Array<{ id_alumno: number; id_grupo: number }>;
  demo: { alumno: number; reprobado: number; teacher: number; teacher2: number };
  /** demo.alumno's groups: finished (two), current, and demo.reprobado's failed one. */
  demoGroups: { done: number[]; current: number; failed: number };
  /** The day the demo is loaded (SeedOptions.today). */
  today?: string;
}

/** The group's class days in its cycle, spread to LESSONS_PER_LEVEL sessions. */
function sessionDates(group: SeedGroup): string[] {
  const days: string[] = [];
  const end = Date.parse(`${group.fin}T00:00:00Z`);
  for (let t = Date.parse(`${group.inicio}T00:00:00Z`); t <= end; t += 86_400_000) {
    const day = new Date(t);
    if (group[WEEKDAY_KEYS[day.getUTCDay()]!] === 1) days.push(day.toISOString().slice(0, 10));
  }
  if (days.length <= LESSONS_PER_LEVEL) return days;
  return Array.from({ length: LESSONS_PER_LEVEL }, (_, k) => days[Math.floor((k * days.length) / LESSONS_PER_LEVEL)]!);
}

/**
 * The sessions of demo.teacher's online group (class every day) with one on
 * `today`, the day the demo is loaded, when it falls in the cycle: the session
 * just before it moves to it (the order holds and that lesson stays open), or
 * the one just after, when the one before already has recorded attendance and
 * today would not. Sessions are lessons (one per lesson of the level), so the
 * group does not get one every day; a demo kept past its first day says why
 * a day has no class (decision 026).
 */
export function withSessionOn(dates: readonly string[], today: string | undefined, group: Pick<SeedGroup, 'inicio' | 'fin'>): string[] {
  const out = [...dates];
  if (today === undefined || today < group.inicio || today > group.fin || out.includes(today)) return out;
  let i = -1;
  for (let k = 0; k < out.length; k++) if (out[k]! < today) i = k;
  if ((i < 0 || (out[i]! < SEED_RECORDED_BEFORE && today >= SEED_RECORDED_BEFORE)) && i + 1 < out.length) i += 1;
  if (i >= 0) out[i] = today;
  return out.sort();
}

/** demo.alumno's attendance by lesson: every kind appears, in her current group too. */
const DEMO_ATTENDANCE = [1, 1, 3, 2, 1, 1, 0, 1, 3, 1];
const demoExerciseGrade = (leccion: number, j: number) => 100 - ((leccion * 7 + j * 5) % 23);

type PlannedFile = { id_nivel: number; conjunto: 0 | 1; leccion: number; tipo: number; ruta: string };

/**
 * The files of the planned PDFs and videos into the lesson files store
 * (decision 024): each lesson's book drawn from the question bank, and the
 * committed demo videos.
 */
async function storeDemoLessonFiles(db: Db, escuela: 1 | 2, planned: readonly PlannedFile[], levels: ReadonlyMap<number, SeedLevel>): Promise<void> {
  const files: LessonFile[] = [];
  const seen = new Set<string>();
  for (const p of planned) {
    if (!p.ruta || seen.has(p.ruta)) continue;
    seen.add(p.ruta);
    const level = levels.get(p.id_nivel)!;
    if (p.tipo === RESOURCE_TYPE.pdf) {
      const contenido = await cachedLessonBook({ curso: level.curso, nivel: level.numero, leccion: p.leccion, certification: p.conjunto === 1 });
      files.push({ ruta: p.ruta, content_type: 'application/pdf', contenido });
    } else if (p.tipo === RESOURCE_TYPE.video) {
      files.push({ ruta: p.ruta, content_type: 'video/mp4', contenido: await demoMediaFile(`video/${p.ruta.slice('videos/'.length)}`) });
    }
  }
  await storeLessonFiles(db, escuela, files);
}

async function seedLessonsAndGrades(db: Db, input: LessonSeedInput): Promise<void> {
  const { escuela } = input;
  const rnd = seededRandom(escuela * 104_729);
  const sessionsOf = await insertSessions(db, input);
  const planned = [...catalogueResources(input), ...certificationResources(input)];
  await storeDemoLessonFiles(db, escuela, planned, input.levels);
  const gradedOf = await insertResources(db, escuela, planned);
  const { attendanceRows, resultRows } = recordedWork(input, sessionsOf, gradedOf, rnd);
  await bulkInsert(db, 'attendance', [['id_leccion', 'int'], ['id_alumno', 'int'], ['valor_asistencia', 'smallint'], ['id_teacher', 'int']], attendanceRows);
  await bulkInsert(
    db,
    'results',
    [['id_alumno', 'int'], ['id_grupo', 'int'], ['id_evaluacion', 'int'], ['session', 'smallint'], ['calificacion', 'numeric'], ['editable', 'smallint'], ['fecha', 'timestamptz']],
    resultRows.map((r) => [r.id_alumno, r.id_grupo, r.id_evaluacion, r.session, r.calificacion, r.editable, r.fecha]),
  );
  await insertDemoComments(db, input);
}

type SessionRow = { id: number; id_grupo: number; leccion: number; fecha: string };
type Planned = PlannedFile & { recurso: string; orden: number };
/** The graded items by `level:set:lesson`, to record results against. */
type GradedItems = Map<string, Array<{ id: number; tipo: number }>>;
const at = (fecha: string) => `${fecha}T23:00:00Z`;

/** Sessions of every group; returns them by group. */
async function insertSessions(db: Db, input: LessonSeedInput): Promise<Map<number, SessionRow[]>> {
  const datesOf = (g: SeedGroup) => (g.id === input.demoGroups.current ? withSessionOn(sessionDates(g), input.today, g) : sessionDates(g));
  const sessionRows = input.groups.flatMap((g) => datesOf(g).map((fecha, k) => ({ id_grupo: g.id, leccion: k + 1, fecha })));
  const ids = await reserveIds(db, 'lessons', sessionRows.length);
  const sessionIds = sessionRows.map((r, i) => ({ ...r, id: ids[i]! }));
  await bulkInsert(db, 'lessons', [['id', 'int'], ['id_grupo', 'int'], ['leccion', 'smallint'], ['fecha', 'date']], sessionIds.map((r) => [r.id, r.id_grupo, r.leccion, r.fecha]));
  const sessionsOf = new Map<number, SessionRow[]>();
  for (const s of sessionIds) sessionsOf.set(s.id_grupo, [...(sessionsOf.get(s.id_grupo) ?? []), s]);
  return sessionsOf;
}

/**
 * The catalogue of the demo accounts' levels (the others' comes with the content):
 * per lesson two exercises and a PDF, a video every other lesson; an exam and
 * its recovery exam at the mid-term and at the last lesson.
 */
function catalogueResources(input: LessonSeedInput): Planned[] {
  const planned: Planned[] = [];
  for (const levelId of input.catalogueLevels) {
    const level = input.levels.get(levelId)!;
    const folder = `${level.curso.toLowerCase()}/nivel-${level.numero}`;
    for (let k = 1; k <= LESSONS_PER_LEVEL; k++) {
      const topic = LESSON_TOPICS[k - 1]!;
      const add = (tipo: number, recurso: string, ruta: string, orden = 0) => planned.push({ id_nivel: levelId, conjunto: 0, leccion: k, tipo, recurso, ruta, orden });
      add(RESOURCE_TYPE.exercise, `Ejercicio ${k}.1: ${topic}`, '', 1);
      add(RESOURCE_TYPE.exercise, `Ejercicio ${k}.2: ${topic}`, '', 2);
      if (k === MIDTERM_LESSON || k === LESSONS_PER_LEVEL) {
        const name = k === MIDTERM_LESSON ? 'Examen de medio termino' : 'Examen final';
        add(RESOURCE_TYPE.exam, name, '');
        add(RESOURCE_TYPE.recoveryExam, `${name} (recuperación)`, '');
      }
      add(RESOURCE_TYPE.pdf, `Libro, lección ${k}: ${topic}`, `${folder}/leccion-${k}/libro.pdf`);
      // The demo's videos are one per lesson topic, shared by the levels (assets/lesson-media).
      if (k % 2 === 1) add(RESOURCE_TYPE.video, `Video: ${topic}`, `videos/leccion-${k}.mp4`);
    }
  }
  return planned;
}

/** The certification lessons of demo.alumno's current level: an exercise and a guide each, the last an exam. */
function certificationResources(input: LessonSeedInput): Planned[] {
  const planned: Planned[] = [];
  const certLevel = input.levels.get(input.certificationLevel)!;
  CERTIFICATION_TOPICS.forEach((topic, i) => {
    const k = i + 1;
    const last = k === CERTIFICATION_TOPICS.length;
    planned.push({
      id_nivel: input.certificationLevel,
      conjunto: 1,
      leccion: k,
      tipo: last ? RESOURCE_TYPE.exam : RESOURCE_TYPE.exercise,
      recurso: last ? topic : `Certificación ${k}: ${topic}`,
      ruta: '',
      orden: 0,
    });
    if (!last) {
      planned.push({
        id_nivel: input.certificationLevel,
        conjunto: 1,
        leccion: k,
        tipo: RESOURCE_TYPE.pdf,
        recurso: `Guía: ${topic}`,
        ruta: `certificacion/${certLevel.curso.toLowerCase()}-nivel-${certLevel.numero}/guia-${k}.pdf`,
        orden: 0,
      });
    }
  });
  return planned;
}

/** The planned resources, with an evaluation for each graded one; returns the graded items by level, set and lesson. */
async function insertResources(db: Db, escuela: 1 | 2, planned: readonly Planned[]): Promise<GradedItems> {
  const graded = planned.filter((p) => p.tipo <= RESOURCE_TYPE.recoveryExam);
  const evaluationIds = await reserveIds(db, 'evaluations', graded.length);
  await bulkInsert(db, 'evaluations', [['id', 'int'], ['escuela', 'smallint'], ['nombre', 'text'], ['tipo', 'smallint']], graded.map((p, i) => [evaluationIds[i], escuela, p.recurso, p.tipo]));
  const evaluationOf = new Map(graded.map((p, i) => [p, evaluationIds[i]!]));
  const resourceRows = planned.map((p) => ({ ...p, id_evaluacion: evaluationOf.get(p) ?? null }));
  await bulkInsert(
    db,
    'resources',
    [['id_nivel', 'int'], ['conjunto', 'smallint'], ['leccion', 'smallint'], ['tipo', 'smallint'], ['recurso', 'text'], ['ruta', 'text'], ['id_evaluacion', 'int'], ['orden', 'smallint']],
    resourceRows.map((r) => [r.id_nivel, r.conjunto, r.leccion, r.tipo, r.recurso, r.ruta, r.id_evaluacion, r.orden]),
  );
  const gradedOf: GradedItems = new Map();
  for (const r of resourceRows) {
    if (r.id_evaluacion === null) continue;
    const key = `${r.id_nivel}:${r.conjunto}:${r.leccion}`;
    gradedOf.set(key, [...(gradedOf.get(key) ?? []), { id: r.id_evaluacion, tipo: r.tipo }]);
  }
  return gradedOf;
}

/** Attendance and results of every enrolled student, for the sessions held before SEED_RECORDED_BEFORE. */
function recordedWork(input: LessonSeedInput, sessionsOf: ReadonlyMap<number, SessionRow[]>, gradedOf: GradedItems, rnd: Random) {
  const { demo } = input;
  const levelOf = new Map(input.groups.map((g) => [g.id, g.id_nivel]));
  const attendanceRows: Array<[number, number, number, number]> = [];
  const resultRows: Array<{ id_alumno: number; id_grupo: number; id_evaluacion: number; session: number; calificacion: number; editable: number; fecha: string }> = [];
  for (const { id_alumno, id_grupo } of input.enrolments) {
    const isDemo = id_alumno === demo.alumno;
    const failing = id_alumno === demo.reprobado && id_grupo === input.demoGroups.failed;
    const who = { isDemo, failing, current: id_grupo === input.demoGroups.current };
    for (const s of sessionsOf.get(id_grupo) ?? []) {
      if (s.fecha >= SEED_RECORDED_BEFORE) continue;
      const roll = rnd.next();
      const valor = isDemo ? DEMO_ATTENDANCE[s.leccion - 1]! : failing ? (roll < 0.5 ? 2 : 1) : roll < 0.8 ? 1 : roll < 0.9 ? 3 : 2;
      attendanceRows.push([s.id, id_alumno, valor, demo.teacher]);
      const items = gradedOf.get(`${levelOf.get(id_grupo)}:0:${s.leccion}`) ?? [];
      let j = 0;
      for (const item of items) {
        j++;
        const grade = seededGrade(item.tipo, s.leccion, j, who, rnd);
        if (grade === null) continue;
        resultRows.push({
          id_alumno,
          id_grupo,
          id_evaluacion: item.id,
          session: s.leccion,
          calificacion: grade,
          editable: item.tipo === RESOURCE_TYPE.exercise ? 1 : 0,
          fecha: at(s.fecha),
        });
      }
    }
  }
  // demo.alumno's certification lessons: the first answered, the second not yet.
  const firstCert = gradedOf.get(`${input.certificationLevel}:1:1`)![0]!;
  resultRows.push({ id_alumno: demo.alumno, id_grupo: input.demoGroups.current, id_evaluacion: firstCert.id, session: 1, calificacion: 90, editable: 0, fecha: at('2026-11-03') });
  return { attendanceRows, resultRows };
}

/** A student's grade in a graded item of a lesson (the `j`th of it), or null when not answered. */
function seededGrade(tipo: number, leccion: number, j: number, who: { isDemo: boolean; failing: boolean; current: boolean }, rnd: Random): number | null {
  if (who.isDemo) {
    // In her current group the last recorded lesson's exercises are pending, the one before half done.
    if (tipo === RESOURCE_TYPE.exercise) return who.current && (leccion === 4 || (leccion === 3 && j === 2)) ? null : demoExerciseGrade(leccion, j);
    if (tipo === RESOURCE_TYPE.exam) return leccion === MIDTERM_LESSON ? 65 : 90;
    return leccion === MIDTERM_LESSON ? 85 : null;
  }
  if (tipo === RESOURCE_TYPE.recoveryExam) return null;
  const { failing } = who;
  return rnd.next() < (failing ? 0.6 : 0.85) ? rnd.int(failing ? 30 : 55, failing ? 75 : 100) : null;
}

/** The teachers' comments on the demo students' groups. */
async function insertDemoComments(db: Db, { demo, demoGroups }: LessonSeedInput) {
  await db.insert(studentComments).values([
    { id_grupo: demoGroups.current, id_alumno: demo.alumno, id_usuario: demo.teacher, mensaje: 'Excelente participación en clase; repasa los verbos en pasado antes del examen.', fecha: new Date(at('2026-11-12')) },
    { id_grupo: demoGroups.done[0]!, id_alumno: demo.alumno, id_usuario: demo.teacher2, mensaje: 'Muy buen nivel, sigue así.', fecha: new Date(at('2026-06-20')) },
    { id_grupo: demoGroups.failed, id_alumno: demo.reprobado, id_usuario: demo.teacher, mensaje: 'Te faltaron ejercicios y asistencias; acércate a tu sucursal para tu examen extraordinario.', fecha: new Date(at('2026-10-28')) },
    // Still under review: the student does not see it.
    { id_grupo: demoGroups.failed, id_alumno: demo.reprobado, id_usuario: demo.teacher2, mensaje: 'Comentario en revisión.', id_estado: 0, fecha: new Date(at('2026-10-29')) },
  ]);
}

/** Lessons, resources, attendance, results and comments of every group of the school. */
export async function seedLessons(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id, demoGroup: g, adultLevels, teenLevels } = school;
  const cycleById = new Map(school.cycles.map((c) => [c.id, c]));
  const seedGroup = ({ id: groupId, values }: SeedSchool['groups'][number]): SeedGroup => {
    const c = cycleById.get(values.id_ciclo)!;
    return { ...pickWeekdays(values), id: groupId, id_nivel: values.id_nivel, inicio: c.fecha_inicio, fin: c.fecha_fin };
  };
  await seedLessonsAndGrades(db, {
    escuela,
    groups: school.groups.map(seedGroup),
    levels: new Map<number, SeedLevel>([
      ...adultLevels.map((l) => [l.id, { id: l.id, numero: l.numero, curso: 'ADULTOS' }] as const),
      ...teenLevels.map((l) => [l.id, { id: l.id, numero: l.numero, curso: 'TEENS' }] as const),
    ]),
    // The levels of demo.alumno's and demo.reprobado's groups (and of the generated groups on them).
    catalogueLevels: adultLevels.slice(0, 4).map((l) => l.id),
    certificationLevel: adultLevels[2]!.id,
    enrolments: school.enrolments.map((e) => ({ id_alumno: e.id_alumno, id_grupo: e.id_grupo })),
    demo: { alumno: id('alumno'), reprobado: id('reprobado'), teacher: id('teacher'), teacher2: id('teacher2') },
    demoGroups: { done: [g(1), g(2)], current: g(3), failed: g(6) },
    today: school.options.today,
  });
}

export const areaSeed = defineAreaSeed({ name: 'lessons', seed: seedLessons });
