import {
  COMMENT_STATUSES,
  SIN_CALIFICACION,
  finalGrade,
  isListedForComments,
  studentFigures,
  type CommentStatus,
  type FailingComment,
  type FailingStudentRow,
  type GradeEvaluation,
  type SessionInput,
} from '@lms/contract';
import type { CommentGroup, GroupRecords } from './comments.repository.js';

/** Who reads the rows: their id, and which branches' comments they review (null: every branch, an administrator). */
export interface Reader {
  userId: number;
  reviews: ReadonlySet<number> | null;
}

type Comment = GroupRecords['comments'][number];
const key = (groupId: number, studentId: number) => `${groupId}:${studentId}`;

function push<K, V>(map: Map<K, V[]>, k: K, v: V) {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

/**
 * The student's comment in the group a row shows: the one under review or
 * accepted (the newest, should older data hold two), else the newest
 * rejected one, else none.
 */
export function currentComment(comments: readonly Comment[]): Comment | null {
  const newestFirst = [...comments].sort((a, b) => b.fecha.getTime() - a.fecha.getTime() || b.id - a.id);
  return newestFirst.find((c) => c.id_estado === 0 || c.id_estado === 1) ?? newestFirst[0] ?? null;
}

/**
 * The failing-student rows of these groups (spec 3 §3; decision 028): each
 * enrolled student's figures by the same rule as their Calificaciones, kept
 * when at risk or approved by an accepted comment, by group and name; and
 * the comments the rows name, saying which the reader may review.
 */
export function failingStudentRows(groups: readonly CommentGroup[], records: GroupRecords, reader: Reader, today: string) {
  const { sessionsOf, evaluationsOf, marksOf, gradesOf, commentsOf, studentsOf } = recordsByGroup(records);
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const alumnos: FailingStudentRow[] = [];
  const comentarios: FailingComment[] = [];
  for (const group of groups) {
    for (const s of studentsOf.get(group.id) ?? []) {
      const k = key(group.id, s.id_alumno);
      const figures = studentFigures({
        weights: group,
        sessions: sessionsOf.get(group.id) ?? [],
        attendance: marksOf.get(k) ?? new Map(),
        evaluations: evaluationsOf.get(group.id_nivel) ?? [],
        results: gradesOf.get(k) ?? new Map(),
        comentario: [],
        today,
        cycleEnd: group.fecha_fin,
      });
      const primera = s.sinCalificacion ? SIN_CALIFICACION : s.primera;
      const comments = commentsOf.get(k) ?? [];
      const approved = comments.some((c) => c.id_estado === 1 && c.aprueba === 1);
      if (!isListedForComments({ grupo: group.grupo, primera, segunda: s.segunda, posibilidad: figures.posibilidad, extra: s.extra }, approved)) continue;
      const { posibilidad: _p, ...shown } = figures;
      const current = currentComment(comments);
      alumnos.push({
        id_alumno: s.id_alumno,
        id_grupo: group.id,
        matricula: s.matricula,
        nombre: s.nombre,
        grupo: group.grupo,
        ...shown,
        pts_finales: finalGrade(primera, s.segunda),
        extra: s.extra,
        primera,
        segunda: s.segunda,
        id_comentario: current?.id ?? null,
        id_estado: current ? (current.id_estado as CommentStatus) : null,
        telefono: s.telefono,
        celular: s.celular,
      });
      if (current) comentarios.push(commentShown(current, groupById.get(current.id_grupo)!.id_plantel, reader));
    }
  }
  return { alumnos, comentarios };
}

/** The groups' records indexed by group, level or group and student, as the rows read them. */
function recordsByGroup(records: GroupRecords) {
  const sessionsOf = new Map<number, SessionInput[]>();
  for (const s of records.sessions) push(sessionsOf, s.id_grupo, { id: s.id, leccion: s.leccion, fecha: s.fecha });
  const evaluationsOf = new Map<number, GradeEvaluation[]>();
  for (const e of records.evaluations) push(evaluationsOf, e.id_nivel, { leccion: e.leccion, tipo: e.tipo, id_evaluacion: e.id_evaluacion });
  const marksOf = new Map<string, Map<number, number>>();
  for (const m of records.marks) marksOf.set(key(m.id_grupo, m.id_alumno), (marksOf.get(key(m.id_grupo, m.id_alumno)) ?? new Map<number, number>()).set(m.id_leccion, m.valor));
  const gradesOf = new Map<string, Map<number, number>>();
  for (const r of records.grades) gradesOf.set(key(r.id_grupo, r.id_alumno), (gradesOf.get(key(r.id_grupo, r.id_alumno)) ?? new Map<number, number>()).set(r.id_evaluacion, r.calificacion));
  const commentsOf = new Map<string, Comment[]>();
  for (const c of records.comments) push(commentsOf, key(c.id_grupo, c.id_alumno), c);
  const studentsOf = new Map<number, GroupRecords['students']>();
  for (const st of records.students) push(studentsOf, st.id_grupo, st);
  return { sessionsOf, evaluationsOf, marksOf, gradesOf, commentsOf, studentsOf };
}

/** A row's current comment as the list shows it: the reader may review it when pending, not theirs, and of a branch they review. */
function commentShown(current: Comment, branch: number, reader: Reader): FailingComment {
  return {
    id_comentario: current.id,
    mensaje: current.mensaje,
    aprueba: current.aprueba === 1 ? 1 : 0,
    autor: current.autor,
    fecha: current.fecha.toISOString(),
    revisable: current.id_estado === 0 && current.id_usuario !== reader.userId && (reader.reviews === null || reader.reviews.has(branch)),
  };
}

/** The status label a message names ('Aceptado'). */
export const statusLabel = (estado: number) => COMMENT_STATUSES.info(estado).label;
