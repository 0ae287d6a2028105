/**
 * Benchmark of the access and profile calls login-groups.ts does not cover,
 * with several signed-in students (demo.alumno and generated students of school 1):
 *   - GET reglamento.get.reglamento and reglamento.consulta.firma/{id} (reads),
 *   - GET archivos.constancia.estudios/{archivo} (the study certificate PDF),
 *   - GET archivos.constancia.fiscal/{nombre} (a stored ~200 KB constancia),
 *   - POST usuario.update.datos (a full valid body; every request writes),
 *   - POST usuario.token.notificacion (a new web-push subscription each request),
 *   - POST guardar.constancia (a ~200 KB PDF, multipart; every request stores one),
 * and times the clean-up of 1,000 constancias abandoned more than a day ago
 * (and once more after the load, over every upload the load left).
 * Usage: npm run bench:profile [-- --scale 20 --seconds 10 --sessions 8 --abandoned 1000 --only constancia,token]
 * (DATABASE_URL for PostgreSQL; --only keeps the runs whose title contains one of the words).
 * Figures are kept in docs/benchmarks.md.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type autocannon from 'autocannon';
import { eq, sql, type SQL } from 'drizzle-orm';
import { storedFiles } from '../src/db/schema/files.js';
import { pushTokens } from '../src/routes/notifications/notifications.schema.js';
import { renderPdf } from '../src/lib/pdf.js';
import { saveUpload } from '../src/lib/stored-files.js';
import type { FileStore } from '../src/plugins/files.js';
import { removeUnclaimedUploads } from '../src/plugins/upload-cleanup.js';
import { STUDY_CERTIFICATE_AREA } from '../src/routes/certificates/study.js';
import { CONSTANCIA_AREA } from '../src/routes/fiscal/fiscal.policy.js';
import { constanciaUploads } from '../src/routes/fiscal/index.js';
import { signatureUploads } from '../src/routes/rules/index.js';
import { multipartBody } from '../src/test/multipart.js';
import { benchArgs, runner, signIn, startService, type RunFigures } from './harness.js';

const args = benchArgs({ sessions: '8', abandoned: '1000', only: '' });
const sessionCount = args.number('sessions');
const abandonedCount = args.number('abandoned');
const only = args.text('only').split(',').filter(Boolean);
const PDF_BYTES = 200 * 1024;

/** A valid PDF of about `target` bytes: uncompressed pages of text. */
async function paddedPdf(target: number): Promise<Buffer> {
  const render = (lines: number) =>
    renderPdf({ size: 'LETTER', compress: false }, (doc) => {
      doc.font('Helvetica').fontSize(9).text('CONSTANCIA DE SITUACIÓN FISCAL (PRUEBA DE CARGA)');
      for (let i = 0; i < lines; i++) doc.text(`Renglón ${i}: RFC TEGS980515AB3, Régimen 605, Monterrey, Nuevo León, C.P. 64990.`);
    });
  const probe = await render(200);
  return render(Math.round((200 * target) / probe.length));
}

interface Student {
  id: number;
  cookie: string;
  /** A constancia this student uploaded. */
  constancia: string;
  /** This student's study certificate. */
  certificado: string;
}

const service = await startService(args.scale);
const { address, app, database, files } = service;
const api = `${address}/api/1`;
const pdf = await paddedPdf(PDF_BYTES);
/** The PDF as an upload arrives at saveUpload: spooled on disk. */
const spooledPdf = path.join(service.config.dataDir, 'bench-constancia.pdf');
await fs.writeFile(spooledPdf, pdf);
const upload = multipartBody('file', 'constancia.pdf', pdf, 'application/pdf');
const json = { 'content-type': 'application/json' };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function call<T>(cookie: string, method: string, url: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await fetch(`${api}/${url}`, { method, body: init.body ?? null, headers: { cookie, ...init.headers } });
  if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

// demo.alumno (with the seeded certificate) and generated students A260000.. of school 1,
// each with a constancia uploaded through the call and a study certificate (generated
// through usuario.add.constancia when the student has none).
const usuarios = ['demo.alumno', ...Array.from({ length: sessionCount - 1 }, (_, i) => `A${260000 + i}`)];
const students: Student[] = [];
const generationMs: number[] = [];
for (const usuario of usuarios) {
  const { cookie, answer } = await signIn(address, usuario);
  const { id, iderp } = answer.usuario;
  const { nombre } = await call<{ nombre: string }>(cookie, 'POST', 'guardar.constancia', { body: new Uint8Array(upload.payload), headers: upload.headers });
  type Certificates = Array<{ archivo: string }>;
  let certificates = await call<Certificates>(cookie, 'GET', `usuario.get.constancias/${iderp}`);
  if (certificates.length === 0) {
    const t = performance.now();
    await call(cookie, 'POST', 'usuario.add.constancia', { body: JSON.stringify({ id_usuario: id }), headers: json });
    generationMs.push(performance.now() - t);
    certificates = await call<Certificates>(cookie, 'GET', `usuario.get.constancias/${iderp}`);
  }
  students.push({ id, cookie, constancia: nombre, certificado: certificates[0]!.archivo });
}
const certificateSizes = await Promise.all(students.map(async (s) => (await files.get(STUDY_CERTIFICATE_AREA, s.certificado))?.length ?? 0));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(
  `${students.length} sessions (${usuarios[0]}, ${usuarios[1] ?? ''}..${usuarios.at(-1)}); constancia PDF ${kb(pdf.length)} (multipart ${kb(upload.payload.length)}); ` +
    `study certificates ${Math.min(...certificateSizes)}-${Math.max(...certificateSizes)} bytes, ${generationMs.length} generated by usuario.add.constancia ` +
    `in ${median(generationMs).toFixed(0)} ms (median, one at a time)`,
);

/** The hourly clean-up over both areas, with the time spent removing bytes from the store counted apart. */
async function timedCleanup(what: string) {
  let storeMs = 0;
  const timedFiles: FileStore = {
    ...files,
    async remove(area, name) {
      const t = performance.now();
      await files.remove(area, name);
      storeMs += performance.now() - t;
    },
  };
  const rows = await countOf(storedFiles);
  const t = performance.now();
  const removed = await removeUnclaimedUploads(database.db, timedFiles, [constanciaUploads, signatureUploads], new Date(), app.log);
  const ms = performance.now() - t;
  console.log(
    `clean-up ${what} (${database.kind}, ${rows} stored files): removed ${removed} in ${ms.toFixed(0)} ms ` +
      `(${(ms - storeMs).toFixed(0)} ms in the database, ${storeMs.toFixed(0)} ms removing files)`,
  );
  return removed;
}

// --- one-off: the clean-up of abandoned constancias ---------------------------------
{
  const old = new Date(Date.now() - 48 * 3_600_000);
  const t = performance.now();
  for (let i = 0; i < abandonedCount; i++) {
    await saveUpload(database.db, files, CONSTANCIA_AREA, students[i % students.length]!.id, { path: spooledPdf, size: pdf.length, kind: 'pdf', filename: 'constancia.pdf' }, old);
  }
  console.log(`${abandonedCount} constancias of ${kb(pdf.length)} stored 48 h in the past through saveUpload in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const removed = await timedCleanup(`of ${abandonedCount} abandoned constancias`);
  if (removed !== abandonedCount) throw new Error(`the clean-up removed ${removed}, not ${abandonedCount}`);
}

// --- load -------------------------------------------------------------------------
let sent = 0;
/** Each request goes out under the next session, round robin, with what `build` adds for that student. */
function asStudents(build: (s: Student, n: number) => Partial<autocannon.Request> = () => ({})): autocannon.Request[] {
  return [
    {
      setupRequest: (req) => {
        const n = sent++;
        const s = students[n % students.length]!;
        const extra = build(s, n);
        return { ...req, ...extra, headers: { ...req.headers, ...extra.headers, cookie: s.cookie } };
      },
    },
  ];
}

async function countOf(table: typeof pushTokens | typeof storedFiles, where?: SQL) {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return row!.n;
}

const perfil = (s: Student, n: number) => ({
  id: s.id,
  nombre: 'Sofía',
  apellido_paterno: 'Treviño',
  apellido_materno: 'Garza',
  edad: 20 + (n % 40),
  telefono: '8181234567',
  celular: '8187654321',
  calle: `Av. Universidad ${100 + (n % 5000)}`,
  cp: 64000 + (n % 100),
  colonia: 'Centro',
  municipio: 'Monterrey',
  sexo: 1,
  email: `alumno${s.id}@correo.example.mx`,
});
/** A browser's web-push subscription: https endpoint, 65-byte p256dh and 16-byte auth in base64url. */
const subscription = (n: number) =>
  JSON.stringify({
    endpoint: `https://fcm.googleapis.com/fcm/send/bench-${n}-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: randomBytes(65).toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });

interface Load {
  title: string;
  /** One request by hand first, as the first student: a run of fast 4xx must never pass for figures. */
  check: { method: string; url: (s: Student) => string; body?: () => BodyInit; headers?: Record<string, string>; type: string };
  opts: autocannon.Options;
  /** Rows every 2xx answer must add, with what to count them by. */
  adds?: () => Promise<number>;
}

const loads: Load[] = [
  {
    title: 'GET reglamento.get.reglamento (session + rules)',
    check: { method: 'GET', url: () => 'reglamento.get.reglamento', type: 'application/json' },
    opts: { url: `${api}/reglamento.get.reglamento`, requests: asStudents() },
  },
  {
    title: 'GET reglamento.consulta.firma (session + signature)',
    check: { method: 'GET', url: (s) => `reglamento.consulta.firma/${s.id}`, type: 'application/json' },
    opts: { url: `${api}/reglamento.consulta.firma/0`, requests: asStudents((s) => ({ path: `/api/1/reglamento.consulta.firma/${s.id}` })) },
  },
  {
    title: 'GET archivos.constancia.estudios (study certificate PDF)',
    check: { method: 'GET', url: (s) => `archivos.constancia.estudios/${s.certificado}`, type: 'application/pdf' },
    opts: { url: `${api}/archivos.constancia.estudios/x`, requests: asStudents((s) => ({ path: `/api/1/archivos.constancia.estudios/${s.certificado}` })) },
  },
  {
    title: `GET archivos.constancia.fiscal (${kb(pdf.length)} constancia)`,
    check: { method: 'GET', url: (s) => `archivos.constancia.fiscal/${s.constancia}`, type: 'application/pdf' },
    opts: { url: `${api}/archivos.constancia.fiscal/x`, requests: asStudents((s) => ({ path: `/api/1/archivos.constancia.fiscal/${s.constancia}` })) },
  },
  {
    title: 'POST usuario.update.datos (upsert + rename, one transaction)',
    check: { method: 'POST', url: () => 'usuario.update.datos', body: () => JSON.stringify(perfil(students[0]!, 0)), headers: json, type: 'application/json' },
    opts: { url: `${api}/usuario.update.datos`, method: 'POST', headers: json, requests: asStudents((s, n) => ({ body: JSON.stringify(perfil(s, n)) })) },
  },
  {
    title: 'POST usuario.token.notificacion (new subscription)',
    check: {
      method: 'POST',
      url: () => 'usuario.token.notificacion',
      body: () => JSON.stringify({ id: students[0]!.id, token: subscription(-1) }),
      headers: json,
      type: 'application/json',
    },
    opts: {
      url: `${api}/usuario.token.notificacion`,
      method: 'POST',
      headers: json,
      requests: asStudents((s, n) => ({ body: JSON.stringify({ id: s.id, token: subscription(n) }) })),
    },
    adds: () => countOf(pushTokens),
  },
  {
    title: `POST guardar.constancia (${kb(upload.payload.length)} multipart)`,
    check: { method: 'POST', url: () => 'guardar.constancia', body: () => new Uint8Array(upload.payload), headers: upload.headers, type: 'application/json' },
    opts: { url: `${api}/guardar.constancia`, method: 'POST', headers: upload.headers, body: upload.payload, requests: asStudents() },
    adds: async () => {
      const rows = await countOf(storedFiles, eq(storedFiles.area, CONSTANCIA_AREA));
      const bytes = (await fs.readdir(path.join(service.config.dataDir, 'files', CONSTANCIA_AREA))).length;
      if (rows !== bytes) throw new Error(`${rows} constancia rows but ${bytes} files`);
      return rows;
    },
  },
];

/** Lets the requests still in the service when a run ends finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

const run = runner(args);
const figures: RunFigures[] = [];
for (const load of loads.filter((l) => only.length === 0 || only.some((word) => l.title.includes(word)))) {
  const first = students[0]!;
  const { method, url, body, headers, type } = load.check;
  const res = await fetch(`${api}/${url(first)}`, { method, body: body?.() ?? null, headers: { cookie: first.cookie, ...headers } });
  const got = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !got.startsWith(type)) throw new Error(`${load.title}: ${res.status} ${got} ${await res.text()}`);
  await res.arrayBuffer();

  const before = await load.adds?.();
  const f = await run(load.title, load.opts);
  figures.push(f);
  if (load.adds && before !== undefined) {
    // Every 2xx must be a new row. A request the load generator sent but stopped waiting
    // for at the end still completes in the service: up to one more per connection.
    await settle();
    const added = (await load.adds()) - before;
    console.log(`  rows added ${added} for ${f.ok} answers 2xx`);
    if (added < f.ok || added > f.ok + args.connections) throw new Error(`${load.title}: ${added} rows for ${f.ok} answers 2xx`);
  }
}

await settle();
await timedCleanup('after the load, nothing old enough');

console.log(`\n| call | ${database.kind}, scale ${args.scale}, ${students.length} sessions | cores busy: ours of the machine's |\n|---|---|---|`);
for (const f of figures) {
  const flag = f.non2xx + f.errors > 0 ? ` (non-2xx ${f.non2xx}, errors ${f.errors})` : '';
  console.log(`| ${f.title} | ${f.reqPerSec.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms${flag} | ${f.cpu.own.toFixed(2)} of ${f.cpu.machine?.toFixed(2) ?? '?'} |`);
}
await service.close();
