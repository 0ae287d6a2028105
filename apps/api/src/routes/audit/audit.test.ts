import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceListCall, attendanceSaveCall, AUDIT_MSG, auditExportCall, classDatesCall } from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { demoStudentGroups } from '../../test/demo-student.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let editor: string;

/** The shared strings of the workbook: every text cell's value. */
const textsOf = (body: Buffer) => strFromU8(unzipSync(new Uint8Array(body))['xl/sharedStrings.xml']!);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  editor = await t.login(1, 'demo.editor');
});
afterAll(async () => t.close());

describe('GET auditoria.exportar', () => {
  it('exports each change of the period with who made it, before and after, and the group', async () => {
    const teacher = await t.login(1, 'demo.teacher');
    const group = (await demoStudentGroups(t, 'alumno')).groupIds[2]!;
    const fecha = (await t.requestJson(classDatesCall, { cookie: teacher, body: { id_grupo: group } })).at(-1)!;
    const before = (await t.requestJson(attendanceListCall, { cookie: teacher, body: { id_grupo: group, fecha } })).find((r) => r.id_alumno === demoUserId(1, 'alumno'))!;
    const mark = before.valor_asistencia === 2 ? 1 : 2;
    expect((await t.request(attendanceSaveCall, { cookie: teacher, body: { id_grupo: group, fecha, asistencias: [{ id_alumno: demoUserId(1, 'alumno'), valor_asistencia: mark }] } })).statusCode).toBe(200);

    const res = await t.request(auditExportCall, { cookie: editor, query: { desde: '2026-11-22', hasta: '2026-11-22' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const texts = textsOf(res.rawPayload);
    expect(texts).toContain('Ricardo Villarreal Elizondo');
    expect(texts).toContain('Asistencia');
    expect(texts).toContain('ADU-N3-C');
    expect(texts).toContain(`"valor_asistencia":${mark}`);
    // The seeded incident history is older than that day: not in this period.
    expect(texts).not.toContain('Incidencia');
  });

  it('refuses a period backwards or longer than a year, with Spanish messages', async () => {
    const backwards = await t.request(auditExportCall, { cookie: editor, query: { desde: '2026-11-22', hasta: '2026-11-01' } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(AUDIT_MSG.auditPeriodOrder);
    const long = await t.request(auditExportCall, { cookie: editor, query: { desde: '2025-01-01', hasta: '2026-11-22' } });
    expect(long.json().message).toBe(AUDIT_MSG.auditPeriodTooLong);
    expect((await t.request(auditExportCall, { cookie: editor, query: { desde: '2026-02-30' } })).statusCode).toBe(400);
  });

  it('is for staff: a teacher is refused', async () => {
    expect((await t.request(auditExportCall, { cookie: await t.login(1, 'demo.teacher') })).statusCode).toBe(403);
  });
});
