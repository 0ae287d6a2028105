import { COMMENTS_MSG } from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import type { AreaFixtures } from '../../test/harness/world.js';
import { demoCommentGroupId, demoCommentId, demoCommentStudentId } from './comments.seed.js';

/**
 * A cycle's id as the seed writes them: each school's 18 cycles (CICLO 30 to
 * 47) in order, school 1's first; comments.test.ts holds this to the database.
 */
export function demoCycleId(escuela: 1 | 2, numero: number): number {
  return (escuela - 1) * 18 + (numero - 30) + 1;
}

const cycle45 = (escuela: 1 | 2) => demoCycleId(escuela, 45);
const own45 = { id_ciclo: cycle45(1), id_ciclo_relacionado: cycle45(2) };

/**
 * The harness's requests for every call of the area (docs/harness.md): the
 * actors are demo.teacher (teaches groups 1, 2 and 4 of the comments' demo,
 * coordinates nothing) and demo.admin. Each change names its own demo
 * student or comment, so the walk does not undo itself.
 */
export const fixtures: AreaFixtures = {
  'comentarios.ciclos.all': {
    own: () => ({}),
    foreign: () => [],
  },
  'comentarios.puntos': {
    own: (me) => ({ params: { ...own45, userId: me.id, escuela: 1 } }),
    foreign: (me) => [
      { params: { ...own45, userId: demoUserId(1, 'teacher2'), escuela: 1 } },
      { params: { ...own45, userId: me.id, escuela: 2 } },
      { params: { id_ciclo: cycle45(2), id_ciclo_relacionado: cycle45(1), userId: me.id, escuela: 1 } },
    ],
  },
  'comentarios.reprobados.comentarios.add': {
    // Students at risk without a comment: Valeria (group 1) by the canned comment's id, Andrés (group 2) by its text.
    own: (me) =>
      me.role === 'TEACHER'
        ? { body: { id_usuario: me.id, id_alumno: demoCommentStudentId(1, 1), mensaje: 2, id_grupo: demoCommentGroupId(1, 1) } }
        : { body: { id_usuario: me.id, id_alumno: demoCommentStudentId(1, 8), mensaje: COMMENTS_MSG.commentCannedPasses, id_grupo: demoCommentGroupId(1, 2) } },
    foreign: (me) => [
      { body: { id_usuario: demoUserId(1, 'teacher2'), id_alumno: demoCommentStudentId(1, 1), mensaje: 2, id_grupo: demoCommentGroupId(1, 1) } },
      { body: { id_usuario: me.id, id_alumno: demoCommentStudentId(2, 1), mensaje: 2, id_grupo: demoCommentGroupId(2, 1) } },
      // A group only demo.teacher2 teaches, in a branch nobody coordinates.
      ...(me.role === 'TEACHER' ? [{ body: { id_usuario: me.id, id_alumno: demoCommentStudentId(1, 11), mensaje: 2, id_grupo: demoCommentGroupId(1, 3) } }] : []),
    ],
  },
  'comentarios.estado': {
    // demo.admin accepts Emilio's comment; demo.teacher coordinates no branch, so may review none (403), here demo.teacher2's.
    own: (me) => ({ body: { id_comentario: demoCommentId(1, me.role === 'TEACHER' ? 'deTeacher2' : 'enRevision'), id_estado: 1 } }),
    ownStatus: (me) => (me.role === 'TEACHER' ? 403 : 200),
    foreign: (me) => [
      { body: { id_comentario: demoCommentId(2, 'enRevision'), id_estado: 1 } },
      ...(me.role === 'TEACHER' ? [{ body: { id_comentario: demoCommentId(1, 'enRevision2'), id_estado: 2 } }] : []),
    ],
  },
};
