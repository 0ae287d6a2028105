import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeId, MSG, RECORDINGS_MSG, teacherVideoRequestCall, uploadVideoCall } from '@lms/contract';
import { storedFiles } from '../../db/schema/files.js';
import { teacherVideos } from './recordings.schema.js';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups } from '../../test/demo-student.js';
import { multipartBody, TINY_PDF, TINY_WEBM, tinyIsoVideo } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { VIDEO_AREA } from './index.js';

let t: TestApp;
let teacher: string;
let teacher2: string;
/** ADU-N3-C (cycle 46, both teachers), the reprobado's cycle-45 group (closed) and teacher 2's own cycle-46 group. */
let running: number;
let closed: number;
let teacher2Only: number;
const TEACHER = demoUserId(1, 'teacher');
const TEACHER2 = demoUserId(1, 'teacher2');

const asked = (cookie: string, id: number) => t.requestJson(teacherVideoRequestCall, { cookie, params: { id: encodeId(id) } });
const upload = (cookie: string, userId: number, groupId: number, bytes: Buffer, filename = 'clase.mp4') =>
  t.request(uploadVideoCall, { cookie, params: { id_usuario: encodeId(userId), id_grupo: encodeId(groupId) }, ...multipartBody('file', filename, bytes, 'video/mp4') });

beforeAll(async () => {
  t = await createTestApp();
  // Half-way through cycle 46, which runs 2026-11-02 to 2026-12-18.
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  running = (await demoStudentGroups(t, 'alumno')).groupIds[2]!;
  const reprobado = (await demoStudentGroups(t, 'reprobado')).groupIds;
  closed = reprobado[1]!;
  teacher2Only = reprobado[2]!;
  teacher = await t.login(1, 'demo.teacher');
  teacher2 = await t.login(1, 'demo.teacher2');
});
afterAll(async () => t.close());

describe('GET grabar.video.teachers', () => {
  it("asks each teacher for a video for a group of the running cycle, the teacher's own", async () => {
    const mine = await asked(teacher, TEACHER);
    expect(mine.id_grupo).not.toBeNull();
    expect(mine.grupo_corto).toMatch(/^(ADU-N3-C|KID-N1-H)$/);
    expect((await asked(teacher2, TEACHER2)).id_grupo).not.toBeNull();
    // Only the session's own request.
    expect((await t.request(teacherVideoRequestCall, { cookie: teacher, params: { id: encodeId(TEACHER2) } })).statusCode).toBe(403);
  });

  it('asks nothing between cycles', async () => {
    const later = await createTestApp();
    try {
      later.clock.set(new Date('2026-12-28T18:00:00Z'));
      const cookie = await later.login(1, 'demo.teacher');
      expect(await later.requestJson(teacherVideoRequestCall, { cookie, params: { id: encodeId(TEACHER) } })).toEqual({ id_grupo: null, grupo_corto: null });
    } finally {
      await later.close();
    }
  });
});

describe('POST subir.video', () => {
  it('refuses what is not a video, and a group whose cycle is not running, storing nothing', async () => {
    const pdf = await upload(teacher, TEACHER, running, TINY_PDF, 'clase.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(MSG.fileKindNotAllowed);
    const old = await upload(teacher, TEACHER, closed, tinyIsoVideo());
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(RECORDINGS_MSG.videoGroupNotRunning);
    expect(await t.database.db.select().from(teacherVideos)).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.area, VIDEO_AREA))).toEqual([]);
  });

  it("refuses another teacher's group, another user's id and a student", async () => {
    expect((await upload(teacher, TEACHER, teacher2Only, tinyIsoVideo())).statusCode).toBe(403);
    expect((await upload(teacher, TEACHER2, running, tinyIsoVideo())).statusCode).toBe(403);
    const student = await t.login(1, 'demo.alumno');
    expect((await upload(student, demoUserId(1, 'alumno'), running, tinyIsoVideo())).statusCode).toBe(403);
  });

  it('keeps the video with its group and cycle; the card is no longer asked for; a second one is refused', async () => {
    const video = tinyIsoVideo();
    const res = await upload(teacher, TEACHER, running, video);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(RECORDINGS_MSG.videoUploaded);

    const [row] = await t.database.db.select().from(teacherVideos).where(eq(teacherVideos.id_usuario, TEACHER));
    expect(row).toMatchObject({ id_grupo: running });
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.nombre, row!.archivo));
    expect(file).toMatchObject({ area: VIDEO_AREA, owner_id: TEACHER, content_type: 'video/mp4', size: video.length });
    expect(await t.files.get(VIDEO_AREA, row!.archivo)).toEqual(video);

    expect(await asked(teacher, TEACHER)).toEqual({ id_grupo: null, grupo_corto: null });
    const again = await upload(teacher, TEACHER, running, tinyIsoVideo('qt  '), 'clase.mov');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RECORDINGS_MSG.videoAlreadySent);
    // Teacher 2 of the same group still owes theirs.
    expect((await asked(teacher2, TEACHER2)).id_grupo).not.toBeNull();
  });

  it('tells a MOV and a WebM by their bytes; of two uploads at once, one lands and the other is told', async () => {
    const results = await Promise.all([upload(teacher2, TEACHER2, teacher2Only, tinyIsoVideo('qt  '), 'a.mov'), upload(teacher2, TEACHER2, running, TINY_WEBM, 'b.webm')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(teacherVideos).where(eq(teacherVideos.id_usuario, TEACHER2));
    expect(rows).toHaveLength(1);
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.nombre, rows[0]!.archivo));
    expect(file!.content_type).toBe(rows[0]!.id_grupo === teacher2Only ? 'video/quicktime' : 'video/webm');
    // The refused one left no file row behind.
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.area, VIDEO_AREA))).toHaveLength(2);
  });
});
