import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  certificationCodeCall,
  certificationManualCall,
  encodeId,
  type LessonRow,
  LESSONS_MSG,
  openResourcesCall,
  questionFileCall,
  resourceFileCall,
  solvedEvaluationCall,
  studentResourcesCall,
} from '@lms/contract';
import { results } from '../grades/grades.schema.js';
import { groups } from '../groups/groups.schema.js';
import { resources, resourceVisits } from './lessons.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups, demoStudentMidCycle } from '../../test/demo-student.js';
import { readPdf } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let student: string;
let groupIds: number[];
const me = demoUserId(1, 'alumno');
const lessons = async (id_grupo: number, tipo: 0 | 1 = 0): Promise<LessonRow[]> =>
  t.requestJson(studentResourcesCall, { cookie: student, body: { id_alumno: me, id_grupo, tipo } });
const fileOf = (id_grupo: number, id_recurso: number, headers: Record<string, string> = {}) =>
  t.request(resourceFileCall, { cookie: student, params: { id_grupo, id_recurso }, headers });

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: student, groupIds } = await demoStudentMidCycle(t));
});
afterAll(async () => t.close());

describe('GET recursos.archivo (lesson PDFs and videos served from here)', () => {
  it("serves an open lesson's e-book: a real multi-page PDF, the long review book 40 pages or more", async () => {
    const rows = await lessons(groupIds[2]!);
    const book = rows[4]!.recursos.find((r) => r.tipo === 4)!;
    // The client builds the URL as ubicacion + ruta.
    const res = await t.call('GET', `${rows[4]!.ubicacion}${book.ruta}`, { cookie: student });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(40);
    expect(pdf.text).toContain('Lección 5');
    const first = await readPdf((await fileOf(groupIds[2]!, Number(rows[0]!.recursos.find((r) => r.tipo === 4)!.ruta))).rawPayload);
    expect(first.pages).toBeGreaterThan(3);
  });

  it('names a saved book by its title with its accents (and an ASCII fallback),, and answers byte ranges of it (what lets the viewer read a big book in parts)', async () => {
    const rows = await lessons(groupIds[2]!);
    const book = rows[0]!.recursos.find((r) => r.tipo === 4)!;
    expect(book.recurso).toMatch(/^Libro, lección 1: /);
    const whole = await fileOf(groupIds[2]!, Number(book.ruta));
    const name = `${book.recurso.replace(': ', ' - ')}.pdf`;
    const ascii = name.replace('ó', 'o');
    expect(whole.headers['content-disposition']).toBe(`inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const tail = await fileOf(groupIds[2]!, Number(book.ruta), { range: `bytes=${size - 1024}-${size - 1}` });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 1024}-${size - 1}/${size}`);
    expect(tail.rawPayload.toString('latin1')).toContain('%%EOF');
  });

  it('serves a video whole, and the byte range a phone player asks for (206)', async () => {
    const rows = await lessons(groupIds[2]!);
    const video = Number(rows[0]!.recursos.find((r) => r.tipo === 5)!.ruta);
    const whole = await fileOf(groupIds[2]!, video);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    const part = await fileOf(groupIds[2]!, video, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect((await fileOf(groupIds[2]!, video, { range: `bytes=${size + 10}-` })).statusCode).toBe(416);
  });

  it("refuses a future lesson's file (403), another level's resource (404) and a group the student may not open", async () => {
    const db = t.database.db;
    const [level] = await db.select({ id_nivel: resources.id_nivel }).from(resources).where(eq(resources.id, Number((await lessons(groupIds[2]!))[0]!.recursos.find((r) => r.tipo === 4)!.ruta)));
    const [future] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.id_nivel, level!.id_nivel), eq(resources.conjunto, 0), eq(resources.leccion, 8), eq(resources.tipo, 4)));
    const res = await fileOf(groupIds[2]!, future!.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(LESSONS_MSG.resourceNotOpen);
    // A finished group's (another level's) book asked through the current group.
    const otherLevelBook = Number((await lessons(groupIds[0]!))[0]!.recursos.find((r) => r.tipo === 4)!.ruta);
    expect((await fileOf(groupIds[2]!, otherLevelBook)).statusCode).toBe(404);
    const reprobado = await demoStudentGroups(t, 'reprobado');
    expect((await fileOf(reprobado.groupIds[0]!, future!.id)).statusCode).toBe(403);
  });
});

describe('POST recursos.abrir (abrirRecursosAlumno)', () => {
  it('says which screen opens and whether the level has certification lessons, and records each visit', async () => {
    const body = { id_alumno: me, id_grupo: groupIds[2]!, tipo: 0 as const, id_curso: 999, id_nivel: 999, lecciones: 99 };
    const first = await t.requestJson(openResourcesCall, { cookie: student, body });
    // What the client said of the group is not what the server answers.
    expect(first).toEqual({ tipo: 0, pantalla: 'RecursosGrupoUsuario', lecciones: 10, certificacion: 1 });
    await t.requestJson(openResourcesCall, { cookie: student, body });
    const [visit] = await t.database.db
      .select()
      .from(resourceVisits)
      .where(and(eq(resourceVisits.id_alumno, me), eq(resourceVisits.id_grupo, groupIds[2]!), eq(resourceVisits.tipo, 0)));
    expect(visit!.visitas).toBe(2);
    expect((await t.requestJson(openResourcesCall, { cookie: student, body: { ...body, tipo: 1 } })).pantalla).toBe('RecursosGrupoCerti');
  });

  it('refuses the certification lessons of a level without them (404) and a disabled group', async () => {
    const res = await t.request(openResourcesCall, { cookie: student, body: { id_alumno: me, id_grupo: groupIds[0]!, tipo: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(LESSONS_MSG.resourceSetEmpty);
    expect((await t.request(openResourcesCall, { cookie: student, body: { id_alumno: me, id_grupo: groupIds[3]!, tipo: 0 } })).statusCode).toBe(403);
  });
});

describe('GET codigo.certificacion', () => {
  it('waits for a grade in the last certification lesson, then issues one code that never changes', async () => {
    const code = () => t.request(certificationCodeCall, { cookie: student, params: { id: encodeId(groupIds[2]!) } });
    const before = await code();
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(LESSONS_MSG.certificationCodeNotYet);
    const db = t.database.db;
    const certification = (await lessons(groupIds[2]!, 1)).length;
    const evaluations = await db
      .select({ leccion: resources.leccion, id_evaluacion: resources.id_evaluacion })
      .from(resources)
      .where(and(eq(resources.conjunto, 1), eq(resources.id_nivel, await levelOf(groupIds[2]!))));
    for (const e of evaluations.filter((r) => r.id_evaluacion !== null && r.leccion > 1)) {
      await db.insert(results).values({ id_alumno: me, id_grupo: groupIds[2]!, id_evaluacion: e.id_evaluacion!, session: e.leccion, calificacion: 90 });
    }
    expect((await lessons(groupIds[2]!, 1)).at(-1)!.calificacion).toBe(90);
    const issued = await code();
    expect(issued.statusCode).toBe(200);
    const card = issued.json();
    expect(card.codigo).toMatch(/^N[0-9]+-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(card.ruta).toMatch(/^https:\/\//);
    expect(card.manual).toBe(LESSONS_MSG.certificationManualName);
    expect((await code()).json().codigo).toBe(card.codigo);
    expect(certification).toBe(5);

    const manual = await t.call('GET', card.ruta_archivo, { cookie: student });
    expect(manual.statusCode).toBe(200);
    expect((await readPdf(manual.rawPayload)).text).toContain(card.codigo);
    const manualCall = await t.request(certificationManualCall, { cookie: student, params: { id: encodeId(groupIds[2]!) } });
    expect(manualCall.statusCode).toBe(200);
  });
});

describe('GET recursos.pregunta (question pictures and audio)', () => {
  it('serves the picture and the listening clip of an open exercise, and nothing of a future one', async () => {
    const rows = await lessons(groupIds[2]!);
    let picture: string | null = null;
    let audio: string | null = null;
    for (const r of rows.flatMap((l) => l.recursos).filter((x) => x.id_evaluacion !== null)) {
      const solved = await t.requestJson(solvedEvaluationCall, { cookie: student, body: { id_usuario: me, id_grupo: groupIds[2]!, id_evaluacion: r.id_evaluacion! } });
      picture ??= solved.preguntas.find((q) => q.ruta_imagen)?.ruta_imagen ?? null;
      audio ??= solved.preguntas.find((q) => q.ruta_audio_pregunta)?.ruta_audio_pregunta ?? null;
    }
    expect(picture).toMatch(/^\/api\/1\/recursos\.pregunta\/[0-9]+\/[0-9]+\/[0-9]+\/imagen$/);
    const image = await t.call('GET', picture!, { cookie: student });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect(audio).toMatch(/\/audio$/);
    const clip = await t.call('GET', audio!, { cookie: student });
    expect(clip.headers['content-type']).toBe('audio/mpeg');
    expect(clip.rawPayload.length).toBeGreaterThan(5_000);

    const db = t.database.db;
    const [future] = await db
      .select({ id: resources.id_evaluacion })
      .from(resources)
      .where(and(eq(resources.id_nivel, await levelOf(groupIds[2]!)), eq(resources.conjunto, 0), eq(resources.leccion, 8), eq(resources.tipo, 1)));
    const refused = await t.request(questionFileCall, { cookie: student, params: { id_grupo: groupIds[2]!, id_evaluacion: future!.id!, num_pregunta: 1, medio: 'imagen' } });
    expect(refused.statusCode).toBe(403);
  });

  it("speaks a certification lesson's listening passage (its transcript stays), to the student of the group only", async () => {
    const [lesson2] = (await lessons(groupIds[2]!, 1)).filter((l) => l.leccion === 2);
    const evaluation = lesson2!.recursos.find((r) => r.id_evaluacion !== null)!.id_evaluacion!;
    const solved = await t.requestJson(solvedEvaluationCall, { cookie: student, body: { id_usuario: me, id_grupo: groupIds[2]!, id_evaluacion: evaluation } });
    const heard = solved.preguntas.filter((q) => q.pregunta.startsWith('Listening practice.'));
    expect(heard.length).toBeGreaterThan(0);
    for (const q of heard) {
      expect(q.idTipoPregunta).toBe(6);
      expect(q.pregunta).toContain('Transcript:');
      expect(q.ruta_audio_pregunta).toMatch(/^\/api\/1\/recursos\.pregunta\/[0-9]+\/[0-9]+\/[0-9]+\/audio$/);
      const clip = await t.call('GET', q.ruta_audio_pregunta!, { cookie: student });
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toBe('audio/mpeg');
      expect(clip.rawPayload.length).toBeGreaterThan(30_000);
    }
    // Another student, not in the group: the clip is the question's, under the question's rule.
    const other = await t.login(1, 'demo.reprobado');
    const refused = await t.call('GET', heard[0]!.ruta_audio_pregunta!, { cookie: other });
    expect([403, 404]).toContain(refused.statusCode);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
  });
});

async function levelOf(groupId: number): Promise<number> {
  const [row] = await t.database.db.select({ id_nivel: groups.id_nivel }).from(groups).where(eq(groups.id, groupId));
  return row!.id_nivel;
}

describe('a school that keeps its lesson files on its own host (SCHOOL_1_RESOURCES_URL)', () => {
  it('answers the stored paths under that URL, for files and question media alike', async () => {
    const hosted = await createTestApp({ SCHOOL_1_RESOURCES_URL: 'https://cdn.escuela1.example.mx/lecciones' });
    try {
      const { cookie, groupIds: ids } = await demoStudentMidCycle(hosted);
      const rows = await hosted.requestJson(studentResourcesCall, { cookie, body: { id_alumno: me, id_grupo: ids[2]!, tipo: 0 } });
      expect(rows[0]!.ubicacion).toBe('https://cdn.escuela1.example.mx/lecciones/');
      expect(rows[0]!.recursos.find((r) => r.tipo === 4)!.ruta).toBe('adultos/nivel-3/leccion-1/libro.pdf');
      expect(rows[0]!.recursos.find((r) => r.tipo === 5)!.ruta).toBe('videos/leccion-1.mp4');
      const pictures: string[] = [];
      for (const r of rows.flatMap((l) => l.recursos).filter((x) => x.id_evaluacion !== null)) {
        const solved = await hosted.requestJson(solvedEvaluationCall, { cookie, body: { id_usuario: me, id_grupo: ids[2]!, id_evaluacion: r.id_evaluacion! } });
        pictures.push(...solved.preguntas.flatMap((q) => (q.ruta_imagen ? [q.ruta_imagen] : [])));
      }
      expect(pictures[0]).toMatch(/^https:\/\/cdn\.escuela1\.example\.mx\/lecciones\/preguntas\/[a-z0-9-]+\.svg$/);
    } finally {
      await hosted.close();
    }
  });
});
