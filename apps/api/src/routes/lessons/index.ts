import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  certificationCodeCall,
  certificationManualCall,
  encodeId,
  EXERCISES_MSG,
  LESSONS_MSG,
  openResourcesCall,
  RESOURCE_SET,
  RESOURCE_TYPE,
  resourceFileCall,
  studentResourcesCall,
} from '@lms/contract';
import type { Db } from '../../db/index.js';
import { assertCanSeeGroup, cycleOver, type GroupAccessRow, levelNumber as levelOf } from '../groups/public.js';
import { certificationCodes, resources, resourceVisits } from './lessons.schema.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { readLessonFile } from './lesson-files.js';
import { assertSelf } from '../../lib/ownership.js';
import { schoolToday } from '../../lib/school-date.js';
import { levelResources, sessionsOf, studentLessonRows } from './study-records.js';
import { defineArea, type AreaDeps } from '../types.js';
import { certificationManual } from './certification-manual.js';

/** Browsers may keep an open lesson's file for an hour (it never changes under the same resource id). */
const FILE_MAX_AGE = 3600;
/** Certification codes: no 0/O or 1/I/L to misread when typed into the exam's site. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newCertificationCode(levelNumber: number): string {
  const block = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `N${levelNumber}-${block()}-${block()}`;
}

async function resourceById(db: Db, id: number) {
  const [row] = await db
    .select({ id: resources.id, id_nivel: resources.id_nivel, conjunto: resources.conjunto, leccion: resources.leccion, tipo: resources.tipo, recurso: resources.recurso, ruta: resources.ruta })
    .from(resources)
    .where(eq(resources.id, id))
    .limit(1);
  return row;
}

async function levelNumber(db: Db, levelId: number): Promise<number> {
  const row = await levelOf(db, levelId);
  return row?.numero ?? 0;
}

function registerLessonsRoutes(deps: AreaDeps) {
  const lessonsOf = studentLessons(deps);
  registerLessonResources(deps, lessonsOf);
  registerCertificationCode(deps, lessonsOf);
}

type StudentLessons = (studentId: number, group: GroupAccessRow, set: 0 | 1) => ReturnType<typeof studentLessonRows>;

/** The student's lessons of a set in a group, as recursos.usuario lists them, with the links to their files. */
function studentLessons({ db, clock, config, escuela }: AreaDeps): StudentLessons {
  const external = config.resourcesUrl[escuela];
  return (studentId, group, set) => {
    const today = schoolToday(clock);
    return studentLessonRows(db, {
      studentId,
      groupId: group.id,
      levelId: group.id_nivel,
      set,
      today,
      ubicacion: external ?? `/api/${escuela}/recursos.archivo/${group.id}/`,
      localFiles: external === null,
      closed: cycleOver(group, today),
    });
  };
}

/** The group's lesson lists, a visit to them, and a lesson's file. */
function registerLessonResources({ calls, db, clock, escuela }: AreaDeps, lessonsOf: StudentLessons) {
  calls.register(studentResourcesCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    return (await lessonsOf(body.id_alumno, group, body.tipo)).rows;
  });

  calls.register(openResourcesCall, async ({ body, session }) => {
    assertSelf(session, body.id_alumno);
    const group = await assertCanSeeGroup(db, session, body.id_grupo);
    const [sessions, certificationResources] = await Promise.all([sessionsOf(db, group.id), levelResources(db, group.id_nivel, RESOURCE_SET.certification)]);
    const certificacion = certificationResources.length > 0 ? (1 as const) : (0 as const);
    if (body.tipo === RESOURCE_SET.certification && !certificacion) throw notFound(LESSONS_MSG.resourceSetEmpty);
    const now = clock.now();
    await db
      .insert(resourceVisits)
      .values({ id_alumno: body.id_alumno, id_grupo: group.id, tipo: body.tipo, primera_visita: now, ultima_visita: now })
      .onConflictDoUpdate({
        target: [resourceVisits.id_alumno, resourceVisits.id_grupo, resourceVisits.tipo],
        set: { ultima_visita: now, visitas: sql`${resourceVisits.visitas} + 1` },
      });
    return {
      tipo: body.tipo,
      pantalla: body.tipo === RESOURCE_SET.certification ? ('RecursosGrupoCerti' as const) : ('RecursosGrupoUsuario' as const),
      lecciones: sessions.length,
      certificacion,
    };
  });

  calls.register(resourceFileCall, async ({ params, session }) => {
    const group = await assertCanSeeGroup(db, session, params.id_grupo);
    const resource = await resourceById(db, params.id_recurso);
    const isFile = resource?.tipo === RESOURCE_TYPE.pdf || resource?.tipo === RESOURCE_TYPE.video;
    if (!resource || !isFile || resource.id_nivel !== group.id_nivel) throw notFound(EXERCISES_MSG.resourceNotFound);
    // Open now for this student: the same rows recursos.usuario draws (future and locked lessons list nothing).
    const { rows } = await lessonsOf(session.userId, group, resource.conjunto === 1 ? 1 : 0);
    const row = rows.find((r) => r.leccion === resource.leccion);
    if (!row || row.abrir !== 1) throw forbidden(LESSONS_MSG.resourceNotOpen);
    const file = await readLessonFile(db, escuela, resource.ruta);
    if (!file) throw notFound(LESSONS_MSG.resourceFileMissing);
    const extension = resource.ruta.slice(resource.ruta.lastIndexOf('.'));
    return { bytes: file.contenido, contentType: file.content_type, filename: `${resource.recurso}${extension}`, maxAgeSeconds: FILE_MAX_AGE };
  });
}

/** The certification exam's code and its manual. */
function registerCertificationCode({ calls, db, clock, config, escuela }: AreaDeps, lessonsOf: StudentLessons) {
  /** The student's code once the last certification lesson has a grade: issued on the first ask, the same afterwards. */
  async function certificationCodeOf(studentId: number, group: GroupAccessRow): Promise<string> {
    const { rows } = await lessonsOf(studentId, group, RESOURCE_SET.certification);
    if (rows.length === 0) throw notFound(LESSONS_MSG.resourceSetEmpty);
    if (rows.at(-1)!.calificacion === null) throw notFound(LESSONS_MSG.certificationCodeNotYet);
    const where = and(eq(certificationCodes.id_alumno, studentId), eq(certificationCodes.id_grupo, group.id));
    const [existing] = await db.select({ codigo: certificationCodes.codigo }).from(certificationCodes).where(where).limit(1);
    if (existing) return existing.codigo;
    const numero = await levelNumber(db, group.id_nivel);
    // Two first asks at once: the primary key keeps one, and both answer it.
    await db.insert(certificationCodes).values({ id_alumno: studentId, id_grupo: group.id, codigo: newCertificationCode(numero), emitido: clock.now() }).onConflictDoNothing();
    const [stored] = await db.select({ codigo: certificationCodes.codigo }).from(certificationCodes).where(where).limit(1);
    return stored!.codigo;
  }

  calls.register(certificationCodeCall, async ({ params, session }) => {
    const group = await assertCanSeeGroup(db, session, params.id);
    const codigo = await certificationCodeOf(session.userId, group);
    return {
      codigo,
      manual: LESSONS_MSG.certificationManualName,
      ruta: config.certificationExamUrl[escuela],
      ruta_archivo: `/api/${escuela}/codigo.certificacion.manual/${encodeId(group.id)}`,
    };
  });

  calls.register(certificationManualCall, async ({ params, session }) => {
    const group = await assertCanSeeGroup(db, session, params.id);
    const codigo = await certificationCodeOf(session.userId, group);
    const bytes = await certificationManual({ codigo, examUrl: config.certificationExamUrl[escuela] });
    return { bytes, contentType: 'application/pdf', filename: `${LESSONS_MSG.certificationManualName}.pdf` };
  });
}

export const area = defineArea({ name: 'lessons', register: registerLessonsRoutes });
