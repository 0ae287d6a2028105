/**
 * An exam burst (issue 19, step 3): the students of one level's group answer
 * the same exam within one minute, each at a random moment, as at exam time;
 * one in `--twice` sends it from two phones at once. Afterwards it counts the
 * rows: every student who got a 200 has exactly one result of the exam, no
 * other student has one, each double send got one 200 and one 409. It prints
 * the answers' p50/p99/max and what was shed (503, sent again as a phone
 * would after Retry-After).
 * The students are the seed's generated ones of ADU-N3-C (4 per scale step:
 * scale 145 gives 580, of whom about 94 % may open it).
 * Usage: npm run bench:exam-burst [-- --scale 145 --students 500 --seconds 60 --twice 20] (DATABASE_URL for PostgreSQL).
 * Figures are kept in docs/benchmarks.md.
 */
import { and, eq } from 'drizzle-orm';
import { results } from '../src/routes/grades/grades.schema.js';
import { benchArgs, signIn, startService } from './harness.js';
import { classmates, openEvaluations, someAnswers, type BenchStudent } from './students.js';

const args = benchArgs({ students: '500', twice: '20' });
if (!process.argv.includes('--scale')) args.scale = 145;
const service = await startService(args.scale);
const { address, database } = service;
const { answer } = await signIn(address, 'demo.alumno');
const group = answer.grupos[2]!.id;
const wanted = args.number('students');

let t = performance.now();
const signedIn = await classmates(address, group, wanted + 40);
console.log(`${signedIn.length} students of group ${group} signed in in ${((performance.now() - t) / 1000).toFixed(1)} s`);
// The exam: the newest open lesson's exam of the first student; each student who has not answered it yet takes part.
const [exam] = await openEvaluations(address, signedIn[0]!, group, 2);
if (exam === undefined) throw new Error(`no exam is open in group ${group} today`);
const takers: Array<{ student: BenchStudent; body: string }> = [];
for (const student of signedIn) {
  if (takers.length >= wanted) break;
  const { solved, preguntas } = await someAnswers(address, student, group, exam).catch(() => ({ solved: null, preguntas: [] }));
  if (!solved || solved.recursoRescuelto) continue;
  takers.push({ student, body: JSON.stringify({ id_alumno: student.id, id_grupo: group, id_evaluacion: exam, preguntas }) });
}
if (takers.length < wanted) throw new Error(`only ${takers.length} students can still take exam ${exam}: raise --scale`);

interface Sent {
  status: number;
  ms: number;
  shed: number;
}
/** One phone's send: a 503 is sent again after its Retry-After (at most 20 times), as the app does. */
async function send(taker: (typeof takers)[number]): Promise<Sent> {
  const started = performance.now();
  for (let shed = 0; ; shed++) {
    const res = await fetch(`${address}/api/1/recurso.contestar`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: taker.student.cookie }, body: taker.body });
    await res.arrayBuffer();
    if (res.status !== 503 || shed === 20) return { status: res.status, ms: performance.now() - started, shed };
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? '1') * 1000 * (0.5 + Math.random())));
  }
}

const twiceEvery = args.number('twice');
console.log(`exam ${exam}: ${takers.length} students within ${args.duration} s, one in ${twiceEvery} from two phones at once`);
t = performance.now();
const sends = await Promise.all(
  takers.map(async (taker, i) => {
    await new Promise((r) => setTimeout(r, Math.random() * args.duration * 1000));
    return Promise.all(i % twiceEvery === 0 ? [send(taker), send(taker)] : [send(taker)]);
  }),
);
const wall = (performance.now() - t) / 1000;

const all = sends.flat();
const times = all.map((s) => s.ms).sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(0);
const codes = new Map<number, number>();
for (const s of all) codes.set(s.status, (codes.get(s.status) ?? 0) + 1);
console.log(
  `${all.length} sends in ${wall.toFixed(1)} s: ${[...codes].map(([c, n]) => `${c}×${n}`).join(' ')}; ` +
    `p50 ${at(50)} ms, p99 ${at(99)} ms, max ${at(100)} ms; sent again after a 503: ${all.reduce((n, s) => n + s.shed, 0)}`,
);

// The rows: one per student whose send was taken, none doubled, none lost.
const rows = await database.db.select({ id_alumno: results.id_alumno }).from(results).where(and(eq(results.id_grupo, group), eq(results.id_evaluacion, exam)));
const perStudent = new Map<number, number>();
for (const r of rows) perStudent.set(r.id_alumno, (perStudent.get(r.id_alumno) ?? 0) + 1);
const problems: string[] = [];
takers.forEach((taker, i) => {
  const statuses = sends[i]!.map((s) => s.status).sort();
  const stored = perStudent.get(taker.student.id) ?? 0;
  const expected = i % twiceEvery === 0 ? '200,409' : '200';
  if (statuses.join() !== expected) problems.push(`${taker.student.usuario}: answered ${statuses.join()} (expected ${expected})`);
  if (stored !== 1) problems.push(`${taker.student.usuario}: ${stored} results stored`);
});
const doubled = [...perStudent.values()].filter((n) => n > 1).length;
const lost = takers.filter((taker) => !perStudent.has(taker.student.id)).length;
console.log(`rows of exam ${exam} in group ${group}: ${rows.length} for ${takers.length} students; lost ${lost}, doubled ${doubled}`);
for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
await service.close();
if (problems.length > 0) process.exitCode = 1;
