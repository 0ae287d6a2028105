import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { RESOURCE_TYPE, WEEKDAY_KEYS } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { lessons, resources } from '../lessons/lessons.schema.js';
import { bulkInsert } from '../../seed/bulk.js';
import { seededRandom } from '../../seed/random.js';

/** How a demo student of the comments did in their group: share of classes present, of exercises answered, their grades, exams taken. */
export interface Performance {
  asistencia: number;
  ejercicios: number;
  nota: readonly [number, number];
  examenes: 0 | 1 | 2;
}

export interface ClassGroup {
  id: number;
  id_nivel: number;
  /** The weekdays it meets (lunes..domingo = 1). */
  days: Partial<Record<(typeof WEEKDAY_KEYS)[number], number>>;
  inicio: string;
  fin: string;
  teacher: number | null;
  students: ReadonlyArray<{ id: number; performance: Performance }>;
}

const SESSIONS = 10;

/** The group's class days in its cycle, spread to ten sessions (as the lessons seed does). */
function classDates(group: ClassGroup): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${group.inicio}T00:00:00Z`); t <= Date.parse(`${group.fin}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    if (group.days[WEEKDAY_KEYS[day.getUTCDay()]!] === 1) days.push(day.toISOString().slice(0, 10));
  }
  return days.length <= SESSIONS ? days : Array.from({ length: SESSIONS }, (_, k) => days[Math.floor((k * days.length) / SESSIONS)]!);
}

/**
 * The sessions of the comments' demo groups, their students' attendance and
 * results on the level's exercises and exams, so each row's figures come out
 * of the same data as anyone's Calificaciones.
 */
export async function seedClasses(db: Db, escuela: 1 | 2, groups: readonly ClassGroup[]): Promise<void> {
  const rnd = seededRandom(escuela * 48_611);
  const graded = await db
    .select({ id_nivel: resources.id_nivel, leccion: resources.leccion, tipo: resources.tipo, id_evaluacion: resources.id_evaluacion })
    .from(resources)
    .where(and(inArray(resources.id_nivel, [...new Set(groups.map((g) => g.id_nivel))]), eq(resources.conjunto, 0), isNotNull(resources.id_evaluacion)));
  const attendanceRows: Array<[number, number, number, number | null]> = [];
  const resultRows: Array<[number, number, number, number, number, number, string]> = [];
  const allSessions = await db
    .insert(lessons)
    .values(groups.flatMap((group) => classDates(group).map((fecha, k) => ({ id_grupo: group.id, leccion: k + 1, fecha }))))
    .returning();
  for (const group of groups) {
    const sessions = allSessions.filter((s) => s.id_grupo === group.id);
    const items = graded.filter((r) => r.id_nivel === group.id_nivel);
    const exams = [...new Set(items.filter((i) => i.tipo === RESOURCE_TYPE.exam).map((i) => i.leccion))].sort((a, b) => a - b);
    for (const { id: student, performance: p } of group.students) {
      const grade = () => rnd.int(p.nota[0], p.nota[1]);
      for (const s of sessions) {
        const roll = rnd.next();
        const valor = roll < p.asistencia ? 1 : roll < p.asistencia + 0.08 ? 3 : 2;
        attendanceRows.push([s.id, student, valor, group.teacher]);
        const at = `${s.fecha}T23:00:00Z`;
        for (const item of items.filter((i) => i.leccion === s.leccion)) {
          const taken =
            item.tipo === RESOURCE_TYPE.exercise ? rnd.next() < p.ejercicios : item.tipo === RESOURCE_TYPE.exam && exams.indexOf(item.leccion) < p.examenes;
          if (!taken) continue;
          resultRows.push([student, group.id, item.id_evaluacion!, s.leccion, grade(), item.tipo === RESOURCE_TYPE.exercise ? 1 : 0, at]);
        }
      }
    }
  }
  await bulkInsert(db, 'attendance', [['id_leccion', 'int'], ['id_alumno', 'int'], ['valor_asistencia', 'smallint'], ['id_teacher', 'int']], attendanceRows);
  await bulkInsert(
    db,
    'results',
    [['id_alumno', 'int'], ['id_grupo', 'int'], ['id_evaluacion', 'int'], ['session', 'smallint'], ['calificacion', 'numeric'], ['editable', 'smallint'], ['fecha', 'timestamptz']],
    resultRows,
  );
}
