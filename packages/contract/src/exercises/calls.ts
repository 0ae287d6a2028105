import { z } from 'zod';
import { defineCall } from '../call.js';
import { idField, idParam } from '../common-schemas.js';
import { answerCheck, answerChecked, answerSaved, answerSubmission, solvedEvaluation, teacherResource } from './schemas.js';
import { EXERCISES_MSG } from './messages.js';

const area = 'exercises';

const readBody = z.strictObject({
  id_evaluacion: idField,
  id_usuario: idField,
  id_grupo: idField,
  /** Sent by the client for exercises (spec 2 §7); the server knows it. */
  editable: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const solvedEvaluationCall = defineCall({
  name: 'recurso.resuelto',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary:
    'Preguntas de un ejercicio o examen de una lección abierta del alumno, con su resultado si ya lo contestó; las respuestas correctas solo después de contestar.',
  body: readBody,
  response: solvedEvaluation,
});

export const answerEvaluationCall = defineCall({
  name: 'recurso.contestar',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary:
    'Envía las respuestas de un ejercicio o examen; el servidor califica con las respuestas correctas guardadas. Un ejercicio editable se puede reenviar (idResultado); un examen, no.',
  body: answerSubmission,
  response: answerSaved,
});

export const groupQualityExamCall = defineCall({
  name: 'get.evaluacion',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'El examen de calidad del grupo, si su nivel tiene uno y su lección ya está abierta: [{ id_evaluacion, id_leccion }].',
  body: z.strictObject({ id_grupo: idField }),
  response: z.array(z.object({ id_evaluacion: z.number().int(), id_leccion: z.number().int(), entregado: z.union([z.literal(0), z.literal(1)]) })),
});

export const solvedQualityExamCall = defineCall({
  name: 'recurso.resueltocalidad',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Preguntas del examen de calidad del grupo, con la entrega del alumno si ya la hizo.',
  body: readBody,
  response: solvedEvaluation,
});

export const answerQualityExamCall = defineCall({
  name: 'recurso.contestarcalidad',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Entrega el examen de calidad (una sola vez); no cuenta para la calificación del nivel.',
  body: answerSubmission,
  response: answerSaved,
});

/** A question's picture or audio clip, for a student who may open the evaluation now. */
export const questionFileCall = defineCall({
  name: 'recursos.pregunta',
  method: 'GET',
  access: ['ALUMNO', 'TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'La imagen o el audio de una pregunta: de una evaluación que el alumno puede abrir ahora, o del nivel del grupo para su teacher.',
  params: z.strictObject({
    id_grupo: idParam,
    id_evaluacion: idParam,
    num_pregunta: idParam,
    medio: z.enum(['imagen', 'audio'], { error: EXERCISES_MSG.resourceNotFound }),
  }),
  download: true,
  response: z.string().describe('image/svg+xml, image/png, image/jpeg, audio/mpeg'),
});

export const teacherResourcesCall = defineCall({
  name: 'grupos.recursos',
  method: 'GET',
  access: ['TEACHER', 'ADMINISTRADOR'],
  area,
  summary: 'Ejercicios y exámenes del nivel del grupo, por lección, con sus preguntas y la opción correcta (para el teacher).',
  params: z.strictObject({ groupId: idParam }),
  response: z.array(teacherResource),
});

export const checkAnswerCall = defineCall({
  name: 'recurso.comprobar',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary:
    'Ours: Repasar mis errores. Dice si una opción es la correcta de una pregunta de una evaluación que el alumno ya envió; no la guarda ni revela la opción correcta.',
  body: answerCheck,
  response: answerChecked,
});

const extraordinaryBody = z.strictObject({ id_usuario: idField, id_grupo: idField });

export const extraordinaryExamCall = defineCall({
  name: 'examen.extraordinario',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary:
    'Ours: el examen extraordinario del nivel del grupo, con su resultado si ya lo presentó. Se abre mientras el grupo está en extraordinario (primera menor de 70, segunda vacía).',
  body: extraordinaryBody,
  response: solvedEvaluation,
});

export const answerExtraordinaryExamCall = defineCall({
  name: 'examen.extraordinario.contestar',
  method: 'POST',
  access: ['ALUMNO'],
  area,
  summary: 'Ours: envía el examen extraordinario (una sola vez); su calificación es la segunda oportunidad (segunda) del nivel.',
  body: answerSubmission,
  response: answerSaved,
});

export const exercisesCalls = [
  extraordinaryExamCall,
  answerExtraordinaryExamCall,
  solvedEvaluationCall,
  answerEvaluationCall,
  checkAnswerCall,
  groupQualityExamCall,
  solvedQualityExamCall,
  answerQualityExamCall,
  questionFileCall,
  teacherResourcesCall,
] as const;
