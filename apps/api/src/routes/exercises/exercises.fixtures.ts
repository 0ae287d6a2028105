import { other, type Actor, type AreaFixtures, type Req } from '../../test/harness/world.js';
import { exercisesWorld } from './exercises.harness.js';

const read = (me: Actor, id_evaluacion: number): Req => ({ body: { id_usuario: me.id, id_grupo: other.ownGroup, id_evaluacion } });
const answer = (me: Actor, id_evaluacion: number, preguntas: unknown, more: object = {}): Req => ({
  body: { id_alumno: me.id, id_grupo: other.ownGroup, id_evaluacion, preguntas, ...more },
});
/** The answered exercise's first multiple-choice question, picked a). */
const check = () => ({
  id_evaluacion: exercisesWorld.exercise.id_evaluacion,
  num_pregunta: exercisesWorld.exercise.preguntas.find((p) => p.eleccion !== null)!.num_pregunta,
  eleccion: 1,
});
/** The same request as someone else, in another student's group, or in the other school's. */
const foreignOf = (req: Req, who: 'id_usuario' | 'id_alumno'): Req[] => {
  const body = req.body as Record<string, unknown>;
  return [
    { body: { ...body, [who]: other.student } },
    { body: { ...body, id_grupo: other.studentGroup } },
    { body: { ...body, id_grupo: other.otherSchoolGroup } },
  ];
};

/** The harness's requests for every call of the area (docs/harness.md). */
export const fixtures: AreaFixtures = {
  'recurso.resuelto': {
    own: (me) => read(me, exercisesWorld.exercise.id_evaluacion),
    foreign: (me) => foreignOf(read(me, exercisesWorld.exercise.id_evaluacion), 'id_usuario'),
  },
  // Sending the answered exercise again (editable, naming its result) succeeds every time.
  'recurso.contestar': {
    own: (me) => answer(me, exercisesWorld.exercise.id_evaluacion, exercisesWorld.exercise.preguntas, { editable: 1, idResultado: exercisesWorld.exercise.idResultado }),
    foreign: (me) => foreignOf(answer(me, exercisesWorld.exercise.id_evaluacion, exercisesWorld.exercise.preguntas, { editable: 1, idResultado: exercisesWorld.exercise.idResultado }), 'id_alumno'),
  },
  // A question of the answered exercise, checked with option a (it may be right or wrong: nothing is stored).
  'recurso.comprobar': {
    own: (me) => ({ body: { ...check(), id_usuario: me.id, id_grupo: other.ownGroup } }),
    foreign: (me) => foreignOf({ body: { ...check(), id_usuario: me.id, id_grupo: other.ownGroup } }, 'id_usuario'),
  },
  'get.evaluacion': {
    own: () => ({ body: { id_grupo: other.ownGroup } }),
    foreign: () => [{ body: { id_grupo: other.studentGroup } }, { body: { id_grupo: other.otherSchoolGroup } }],
  },
  'recurso.resueltocalidad': {
    own: (me) => read(me, exercisesWorld.quality.id_evaluacion),
    foreign: (me) => foreignOf(read(me, exercisesWorld.quality.id_evaluacion), 'id_usuario'),
  },
  // The quality exam is delivered once: the matrix sends it once.
  'recurso.contestarcalidad': {
    own: (me) => answer(me, exercisesWorld.quality.id_evaluacion, exercisesWorld.quality.preguntas),
    foreign: (me) => foreignOf(answer(me, exercisesWorld.quality.id_evaluacion, exercisesWorld.quality.preguntas), 'id_alumno'),
  },
  // demo.alumno has no group in extraordinario: her own group's extraordinary exam is closed to her (decision 033; its API tests take it with demo.reprobado).
  'examen.extraordinario': {
    own: (me) => ({ body: { id_usuario: me.id, id_grupo: other.ownGroup } }),
    ownStatus: 403,
    foreign: (me) => foreignOf({ body: { id_usuario: me.id, id_grupo: other.ownGroup } }, 'id_usuario'),
  },
  'examen.extraordinario.contestar': {
    own: (me) => answer(me, exercisesWorld.quality.id_evaluacion, exercisesWorld.quality.preguntas),
    ownStatus: 403,
    foreign: (me) => foreignOf(answer(me, exercisesWorld.quality.id_evaluacion, exercisesWorld.quality.preguntas), 'id_alumno'),
  },
  'recursos.pregunta': {
    own: () => ({ params: { id_grupo: other.ownGroup, ...exercisesWorld.questionPicture, medio: 'imagen' } }),
    foreign: () => [
      { params: { id_grupo: other.studentGroup, ...exercisesWorld.questionPicture, medio: 'imagen' } },
      { params: { id_grupo: other.otherSchoolGroup, ...exercisesWorld.questionPicture, medio: 'imagen' } },
    ],
  },
  'grupos.recursos': {
    own: () => ({ params: { groupId: other.ownGroup } }),
    foreign: (me) => [{ params: { groupId: other.otherSchoolGroup } }, ...(me.role === 'TEACHER' ? [{ params: { groupId: other.teacher2OnlyGroup } }] : [])],
  },
};
