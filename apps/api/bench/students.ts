/**
 * Students of one group for the exercises benchmarks: the seed's generated
 * classmates (usuario A260000, A260001, …; one in three takes demo.alumno's
 * current group, ADU-N3-C), each signed in with their own session, each with
 * an exercise or exam of an open lesson found through the lessons list, as
 * their phone would find it.
 */
import type { LessonRow, SolvedEvaluation } from '@lms/contract';
import { signIn } from './harness.js';

export interface BenchStudent {
  usuario: string;
  id: number;
  cookie: string;
}

/** Calls a student call; throws on any answer but 200. */
export async function studentCall<T>(address: string, student: BenchStudent, call: string, body: object): Promise<T> {
  const res = await fetch(`${address}/api/1/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: student.cookie }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${call} of ${student.usuario} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Up to `count` generated students who may open `groupId`, signed in (a few at a time: each sign-in hashes a password). */
export async function classmates(address: string, groupId: number, count: number, pool = 200_000): Promise<BenchStudent[]> {
  const found: BenchStudent[] = [];
  for (let i = 0; found.length < count && i < pool; i += 24) {
    const batch = Array.from({ length: 8 }, (_, k) => `A${String(26_0000 + i + 3 * k).padStart(6, '0')}`);
    const signed = await Promise.all(batch.map((usuario) => signIn(address, usuario).then((s) => ({ usuario, s })).catch(() => null)));
    if (signed.every((x) => x === null)) break;
    for (const x of signed) {
      if (!x || found.length >= count) continue;
      const own = x.s.answer.grupos.find((g) => g.id === groupId);
      if (own?.habil && !own.anterior) found.push({ usuario: x.usuario, id: x.s.answer.usuario.id, cookie: x.s.cookie });
    }
  }
  return found;
}

/** The evaluations of `tipo` (1 exercise, 2 exam) the student may open now in the group, newest lesson first. */
export async function openEvaluations(address: string, student: BenchStudent, groupId: number, tipo: 1 | 2): Promise<number[]> {
  const lessons = await studentCall<LessonRow[]>(address, student, 'recursos.usuario', { id_alumno: student.id, id_grupo: groupId, tipo: 0 });
  return lessons
    .filter((l) => l.abrir === 1)
    .reverse()
    .flatMap((l) => l.recursos.filter((r) => r.tipo === tipo && r.id_evaluacion !== null).map((r) => r.id_evaluacion!));
}

/** Some answer to every question of an evaluation (the first option): the server grades it. */
export async function someAnswers(address: string, student: BenchStudent, groupId: number, evaluationId: number) {
  const solved = await studentCall<SolvedEvaluation>(address, student, 'recurso.resuelto', { id_usuario: student.id, id_grupo: groupId, id_evaluacion: evaluationId });
  const preguntas = solved.preguntas.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.idTipoPregunta === 2 ? 1 : null }));
  return { solved, preguntas };
}

/**
 * An exercise of the student's with an editable result, sent once first if
 * it had none: what recurso.resuelto reads and recurso.contestar re-sends.
 */
export async function answeredExercise(address: string, student: BenchStudent, groupId: number) {
  const [evaluationId] = await openEvaluations(address, student, groupId, 1);
  if (evaluationId === undefined) throw new Error(`${student.usuario} has no open exercise in group ${groupId}`);
  const first = await someAnswers(address, student, groupId, evaluationId);
  const preguntas = first.preguntas;
  let solved = first.solved;
  if (!solved.recursoRescuelto) {
    const body = { id_alumno: student.id, id_grupo: groupId, id_evaluacion: evaluationId, preguntas };
    await studentCall<{ idResultado: number }>(address, student, 'recurso.contestar', body);
    solved = (await someAnswers(address, student, groupId, evaluationId)).solved;
  }
  const result = solved.recursoRescuelto!;
  if (result.editable !== 1) throw new Error(`${student.usuario}'s exercise ${evaluationId} can no longer be sent again`);
  const read = { id_usuario: student.id, id_grupo: groupId, id_evaluacion: evaluationId };
  // The spec's re-send: the result it replaces, no version (the service re-sends over the current one).
  const resend = { id_alumno: student.id, id_grupo: groupId, id_evaluacion: evaluationId, preguntas, editable: 1 as const, idResultado: result.id };
  return { read, resend };
}
