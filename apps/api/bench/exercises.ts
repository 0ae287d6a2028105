/**
 * Benchmark of the exercises area's hot calls on a large demo data set
 * (decision 023), as demo.alumno in her current group:
 *   - POST recurso.resuelto (an answered exercise: lessons list rules, questions, result),
 *   - POST recurso.contestar (that exercise sent again: the same checks, grading
 *     from the stored right options and a conditional update; every request writes).
 * Usage: npm run bench:exercises [-- --scale 20 --seconds 10] (DATABASE_URL for PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import type { LessonRow, SolvedEvaluation } from '@lms/contract';
import { demoUserId } from '../src/seed/index.js';
import { benchArgs, runner, signIn, startService } from './harness.js';

const args = benchArgs();
const service = await startService(args.scale);
const { address } = service;
const { cookie, answer } = await signIn(address, 'demo.alumno');
const me = demoUserId(1, 'alumno');
const group = answer.grupos[2]!.id;
const post = async <T>(call: string, body: object): Promise<T> => {
  const res = await fetch(`${address}/api/1/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
};

// An exercise she has answered, in a lesson already held.
const lessons = await post<LessonRow[]>('recursos.usuario', { id_alumno: me, id_grupo: group, tipo: 0 });
const exercise = lessons.find((l) => l.abrir === 1 && l.calificacion !== null)!.recursos.find((r) => r.tipo === 1 && r.editable === 1)!;
const read = { id_usuario: me, id_grupo: group, id_evaluacion: exercise.id_evaluacion! };
const solved = await post<SolvedEvaluation>('recurso.resuelto', read);
const preguntas = solved.preguntas.map((q) => ({ num_pregunta: q.num_pregunta, eleccion: q.idTipoPregunta === 2 ? (q.opcion_correcta ?? 1) : null }));
const run = runner(args);

await run('POST recurso.resuelto (open-lesson rules + questions + result)', {
  url: `${address}/api/1/recurso.resuelto`,
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify(read),
});
await run('POST recurso.contestar (rules + grading + conditional update)', {
  url: `${address}/api/1/recurso.contestar`,
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ id_alumno: me, id_grupo: group, id_evaluacion: read.id_evaluacion, preguntas, editable: 1, idResultado: solved.recursoRescuelto!.id }),
});
await service.close();
