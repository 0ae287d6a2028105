import { eq, sql } from 'drizzle-orm';
import { APPROVED_BY_COMMENT_GRADE, CANNED_COMMENTS } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { auditTrail } from '../../db/schema/audit.js';
import { statusHistory } from '../../db/schema/status-history.js';
import { users } from '../../db/schema/users.js';
import { coordinators, studentComments } from './comments.schema.js';
import { enrolments, groups } from '../groups/groups.schema.js';
import { personalData } from '../profile/profile.schema.js';
import { BRANCHES } from '../../seed/catalog.js';
import { person } from '../../seed/person.js';
import { seededRandom } from '../../seed/random.js';
import type { NewGroup, SeedSchool } from '../../seed/school.js';
import { commentSnapshot } from './comment-change.js';
import { seedClasses, type Performance } from './seed-classes.js';
import { defineAreaSeed } from '../../seed/areas.js';

/**
 * The demo of failing-student comments (docs/decisions/028-comments.md), in
 * each school: demo.teacher2 coordinates the first branch; five groups of the
 * previous cycle (CICLO 45) hold students at risk with comments in every
 * status. Groups, students and comments have fixed ids so tests and the
 * harness can name them: groups 900 000 + N × 100 + n (past anything the
 * serial reaches), students N × 1000 + 100 + n (between the demo accounts and
 * the generated students), comments N × 100 + n.
 */
export const demoCommentGroupId = (escuela: 1 | 2, n: 1 | 2 | 3 | 4 | 5) => 900_000 + escuela * 100 + n;
export const demoCommentStudentId = (escuela: 1 | 2, n: number) => escuela * 1000 + 100 + n;

type Who = 'teacher' | 'teacher2' | 'admin';
interface DemoGroup {
  n: 1 | 2 | 3 | 4 | 5;
  corto: string;
  grupo: string;
  /** Adult level number (1-4: the levels with lessons). */
  nivel: number;
  /** Index of the school's branch: 0 is the one demo.teacher2 coordinates. */
  branch: number;
  teacher: Who | null;
  hours: [string, string];
}
const DEMO_GROUPS: readonly DemoGroup[] = [
  { n: 1, corto: 'ADU-N1-P', grupo: 'ADULTOS NIVEL 1 PRESENCIAL GRUPO P', nivel: 1, branch: 0, teacher: 'teacher', hours: ['18:00', '19:30'] },
  { n: 2, corto: 'ADU-N2-Q', grupo: 'ADULTOS NIVEL 2 PRESENCIAL GRUPO Q', nivel: 2, branch: 0, teacher: 'teacher', hours: ['19:30', '21:00'] },
  { n: 3, corto: 'ADU-N3-R', grupo: 'ADULTOS NIVEL 3 PRESENCIAL GRUPO R', nivel: 3, branch: 1, teacher: 'teacher2', hours: ['18:00', '19:30'] },
  { n: 4, corto: 'CER-N3-S', grupo: 'CERTIFICACION ADULTOS NIVEL 3 GRUPO S', nivel: 3, branch: 0, teacher: 'teacher', hours: ['07:00', '08:30'] },
  // Its teacher left the school: only the administration sees its students.
  { n: 5, corto: 'ADU-N4-T', grupo: 'ADULTOS NIVEL 4 PRESENCIAL GRUPO T', nivel: 4, branch: 2, teacher: null, hours: ['07:00', '08:30'] },
];

const weak: Performance = { asistencia: 0.7, ejercicios: 0.7, nota: [50, 85], examenes: 2 };
const absent: Performance = { asistencia: 0.3, ejercicios: 0.2, nota: [30, 70], examenes: 0 };
const good: Performance = { asistencia: 0.85, ejercicios: 0.9, nota: [70, 100], examenes: 2 };

interface DemoStudent {
  n: number;
  nombre: [string, string, string];
  group: DemoGroup['n'];
  /** primera ('SIN CALIFICACION' as the ERP writes it), segunda, and the extraordinary's final grade (extra). */
  grades: [number | 'SIN CALIFICACION' | null, number | null, number | null];
  performance: Performance;
}
const DEMO_STUDENTS: readonly DemoStudent[] = [
  { n: 1, nombre: ['Valeria', 'Ramírez', 'Cantú'], group: 1, grades: [58, 52, 52], performance: weak },
  { n: 2, nombre: ['Emilio', 'Garza', 'Treviño'], group: 1, grades: [61, 64, 64], performance: weak },
  { n: 3, nombre: ['Renata', 'Flores', 'Leal'], group: 1, grades: [45, 50, 50], performance: absent },
  { n: 4, nombre: ['Joaquín', 'Salinas', 'Pérez'], group: 1, grades: [55, 60, 60], performance: weak },
  { n: 5, nombre: ['Paula', 'Hernández', 'Garza'], group: 1, grades: [85, null, null], performance: good },
  { n: 6, nombre: ['Tomás', 'Villarreal', 'López'], group: 1, grades: [62, 75, 75], performance: weak },
  { n: 7, nombre: ['Ximena', 'Cavazos', 'Ramírez'], group: 1, grades: [60, null, null], performance: weak },
  { n: 8, nombre: ['Andrés', 'Martínez', 'Salinas'], group: 2, grades: [50, 40, 40], performance: absent },
  { n: 9, nombre: ['Lucía', 'González', 'Elizondo'], group: 2, grades: [66, 68, 68], performance: weak },
  { n: 10, nombre: ['Santiago', 'Leal', 'Cantú'], group: 2, grades: ['SIN CALIFICACION', 55, 55], performance: absent },
  { n: 11, nombre: ['Mariana', 'Treviño', 'Flores'], group: 3, grades: [52, 58, 58], performance: weak },
  { n: 12, nombre: ['Diego', 'Cantú', 'Ramírez'], group: 3, grades: [64, 66, 66], performance: weak },
  { n: 13, nombre: ['Fernanda', 'Elizondo', 'Garza'], group: 4, grades: [40, 45, 45], performance: absent },
  { n: 14, nombre: ['Sebastián', 'Pérez', 'Treviño'], group: 5, grades: [57, 60, 60], performance: weak },
];

type CommentKey = 'enRevision' | 'aprobado' | 'rechazado' | 'enRevision2' | 'deTeacher2' | 'aceptado';
interface DemoComment {
  key: CommentKey;
  student: number;
  by: Who;
  /** The canned comment's id (1 approves). */
  canned: number;
  fecha: string;
  review?: { by: Who; to: 1 | 2 };
}
const DEMO_COMMENTS: readonly DemoComment[] = [
  { key: 'enRevision', student: 2, by: 'teacher', canned: 2, fecha: '2026-11-03T01:30:00Z' },
  { key: 'aprobado', student: 3, by: 'teacher', canned: 1, fecha: '2026-11-02T01:10:00Z', review: { by: 'teacher2', to: 1 } },
  { key: 'rechazado', student: 4, by: 'teacher', canned: 4, fecha: '2026-11-02T01:20:00Z', review: { by: 'teacher2', to: 2 } },
  { key: 'enRevision2', student: 9, by: 'teacher', canned: 3, fecha: '2026-11-04T02:00:00Z' },
  { key: 'deTeacher2', student: 11, by: 'teacher2', canned: 2, fecha: '2026-11-04T01:00:00Z' },
  { key: 'aceptado', student: 12, by: 'teacher2', canned: 3, fecha: '2026-11-03T00:40:00Z', review: { by: 'admin', to: 1 } },
];
export const demoCommentId = (escuela: 1 | 2, key: CommentKey) => escuela * 100 + DEMO_COMMENTS.findIndex((c) => c.key === key) + 1;

const later = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * 86_400_000);

/** The comments' demo: coordinators, the CICLO 45 groups and students with their classes, and the comments with their history. */
export async function seedComments(db: Db, school: SeedSchool): Promise<void> {
  const { escuela, id } = school;
  const cycle = school.cycle(45);
  await db.insert(coordinators).values({ id_usuario: id('teacher2'), id_plantel: BRANCHES[escuela][0]![0] });
  await insertCommentGroups(db, school, cycle);
  await insertCommentStudents(db, school);
  await seedClasses(
    db,
    escuela,
    DEMO_GROUPS.map((g) => ({
      id: demoCommentGroupId(escuela, g.n),
      id_nivel: school.adultLevels[g.nivel - 1]!.id,
      days: { lunes: 1, martes: 1, miercoles: 1 },
      inicio: cycle.fecha_inicio,
      fin: cycle.fecha_fin,
      teacher: g.teacher === null ? null : id(g.teacher),
      students: DEMO_STUDENTS.filter((s) => s.group === g.n).map((s) => ({ id: demoCommentStudentId(escuela, s.n), performance: s.performance })),
    })),
  );
  await insertDemoComments(db, school);
}

/** The CICLO 45 groups whose students the comments are about. */
async function insertCommentGroups(db: Db, school: SeedSchool, cycle: ReturnType<SeedSchool['cycle']>) {
  const { escuela, id } = school;
  const branch = (index: number) => BRANCHES[escuela][index]![0];
  const groupRows: NewGroup[] = DEMO_GROUPS.map((g) => {
    const level = school.adultLevels[g.nivel - 1]!;
    return {
      id: demoCommentGroupId(escuela, g.n),
      escuela,
      grupo_corto: g.corto,
      grupo: g.grupo,
      id_nivel: level.id,
      id_curso: level.id_curso,
      id_ciclo: cycle.id,
      id_plantel: branch(g.branch),
      tipo: 'PRESENCIAL',
      hora_inicio: g.hours[0],
      hora_fin: g.hours[1],
      lunes: 1,
      martes: 1,
      miercoles: 1,
      id_teacher: g.teacher === null ? null : id(g.teacher),
      id_teacher_2: null,
      clase_actual: 10,
      num_ejercicios: 20,
      num_examenes: 2,
      valor_examenes: 40,
      valor_ejercicios: 40,
      valor_asistencias: 20,
    };
  });
  await db.insert(groups).values(groupRows);
}

/** The groups' students (signing in with the demo password), their personal data and grades. */
async function insertCommentStudents(db: Db, school: SeedSchool) {
  const { escuela, id } = school;
  const rnd = seededRandom(escuela * 7307);
  // Demo students sign in with the demo password, as the demo accounts do.
  const [hash] = await db.select({ h: users.password_hash }).from(users).where(eq(users.id, id('alumno')));
  const studentId = (n: number) => demoCommentStudentId(escuela, n);
  await db.insert(users).values(
    DEMO_STUDENTS.map((s) => ({
      id: studentId(s.n),
      escuela,
      roll: 'ALUMNO',
      usuario: `${escuela === 1 ? 'A' : 'F'}25${String(100 + s.n).padStart(4, '0')}`,
      nombre_completo: s.nombre.join(' '),
      password_hash: hash!.h,
      iderp: school.erp(500 + s.n),
    })),
  );
  await db.insert(personalData).values(DEMO_STUDENTS.map((s) => person(studentId(s.n), ...s.nombre, rnd.int(18, 45), rnd.int(0, 1) as 0 | 1, rnd)));

  const approvedNow = new Set(DEMO_COMMENTS.filter((c) => c.review?.to === 1 && c.canned === 1).map((c) => c.student));
  await db.insert(enrolments).values(
    DEMO_STUDENTS.map((s) => {
      const [primera, segunda, extra] = s.grades;
      // An accepted approving comment closed the level at 70 (comment-change.ts); the grades it replaced are in its audit line.
      const closed = approvedNow.has(s.n);
      return {
        id_grupo: demoCommentGroupId(escuela, s.group),
        id_alumno: studentId(s.n),
        primera: primera === 'SIN CALIFICACION' ? null : primera,
        primera_sin_calificacion: primera === 'SIN CALIFICACION',
        segunda: closed ? APPROVED_BY_COMMENT_GRADE : segunda,
        calificacion_final_primera_oportunidad: typeof primera === 'number' ? primera : null,
        calificacion_final_segunda_oportunidad: closed ? APPROVED_BY_COMMENT_GRADE : extra,
      };
    }),
  );

}

/** The demo comments, each with its status history and audit lines (a reviewed one with its review). */
async function insertDemoComments(db: Db, school: SeedSchool) {
  const { escuela, id } = school;
  const studentId = (n: number) => demoCommentStudentId(escuela, n);
  const comments: Array<typeof studentComments.$inferInsert> = [];
  const history: Array<typeof statusHistory.$inferInsert> = [];
  const audit: Array<typeof auditTrail.$inferInsert> = [];
  for (const c of DEMO_COMMENTS) {
    const student = DEMO_STUDENTS.find((s) => s.n === c.student)!;
    const canned = CANNED_COMMENTS.find((k) => k.id === c.canned)!;
    const commentId = demoCommentId(escuela, c.key);
    const groupId = demoCommentGroupId(escuela, student.group);
    const created = new Date(c.fecha);
    const row = { id: commentId, id_grupo: groupId, id_alumno: studentId(c.student), id_usuario: id(c.by), mensaje: canned.mensaje, id_estado: 0, aprueba: canned.aprueba, fecha: created };
    const line = { escuela, tipo: 'comentario', registro_id: commentId, id_grupo: groupId };
    history.push({ ...line, id_usuario: row.id_usuario, de: null, a: 0, fecha: created });
    audit.push({ ...line, id_usuario: row.id_usuario, fecha: created, antes: null, despues: commentSnapshot(row) });
    if (c.review) {
      const at = later(c.fecha, 2);
      const after = { ...row, id_estado: c.review.to };
      const closes = c.review.to === 1 && canned.aprueba === 1;
      const [, segunda, extra] = student.grades;
      history.push({ ...line, id_usuario: id(c.review.by), de: 0, a: c.review.to, fecha: at });
      audit.push({
        ...line,
        id_usuario: id(c.review.by),
        fecha: at,
        antes: commentSnapshot(row, closes ? { segunda, extra } : undefined),
        despues: commentSnapshot(after, closes ? { segunda: APPROVED_BY_COMMENT_GRADE, extra: APPROVED_BY_COMMENT_GRADE } : undefined),
      });
      row.id_estado = c.review.to;
    }
    comments.push(row);
  }
  await db.insert(studentComments).values(comments);
  await db.insert(statusHistory).values(history);
  await db.insert(auditTrail).values(audit);
  // The fixed ids went in by hand: new comments take ids after them.
  await db.execute(sql`select setval(pg_get_serial_sequence('student_comments', 'id'), greatest((select max(id) from student_comments), 1))`);
}

export const areaSeed = defineAreaSeed({ name: 'comments', seed: seedComments, after: ['lessons'] });
