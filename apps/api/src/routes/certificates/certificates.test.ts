import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateFileCall,
  certificateInfoCall,
  certificateProgram,
  CERTIFICATES_MSG,
  certificatesListCall,
  createCertificateCall,
  loginCall,
} from '@lms/contract';
import { clientPasswordDigest as digest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import { readPdf } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo's current cycle is CICLO 46 (November-December 2026).
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
});
afterAll(async () => t.close());

const erpOf = async (escuela: 1 | 2, usuario: string) =>
  (await t.request(loginCall, { school: escuela, body: { usuario, password: digest('escuela2026') } })).json().usuario.iderp as number;

describe('TEENS rule', () => {
  it.each([
    ['TEENS', 'TEENS'],
    ['Teens Sabatino', 'TEENS'],
    ['ADULTOS', 'ADULTS'],
    [null, 'ADULTS'],
  ] as const)('%s -> %s', (curso, programa) => {
    expect(certificateProgram(curso)).toBe(programa);
  });
});

describe('study certificates', () => {
  it('lists the demo certificates of past cycles, newest first, and gives its PDF to its owner', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const list = (await t.request(certificatesListCall, { params: { iderp: await erpOf(1, 'demo.alumno') }, cookie })).json().items;
    expect(list).toHaveLength(10);
    expect(list[0].ciclo).toBe('CICLO 44 JUL-AGO 2026');
    const pdf = await t.request(certificateFileCall, { params: { archivo: list[0].archivo }, cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await readPdf(pdf.rawPayload)).text).toContain('CONSTANCIA DE ESTUDIOS');
  });

  it('creates one certificate for the current cycle: an A4 portrait PDF with vector text and the 14 levels of ADULTS', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const erp = await erpOf(1, 'demo.alumno');
    const info = (await t.request(certificateInfoCall, { params: { iderp: erp }, cookie })).json();
    expect(info).toMatchObject({ ciclo: 'CICLO 46 NOV-DIC 2026', plantel: 'Online', fecha_inicio_ciclo: '2026-11-02', programa: 'ADULTS', niveles: 14, ya_solicitada: false });

    const res = await t.request(createCertificateCall, { cookie, body: { id_usuario: demoUserId(1, 'alumno') } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CERTIFICATES_MSG.certificateCreated);
    const { archivo } = res.json();
    const file = await t.request(certificateFileCall, { params: { archivo }, cookie });
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(Math.round(pdf.width)).toBe(595);
    expect(Math.round(pdf.height)).toBe(842);
    expect(pdf.text).toContain('Sofía Treviño Garza');
    expect(pdf.text).toContain('consta de 14 niveles');
    expect(pdf.text).toContain('CICLO 46 NOV-DIC 2026');
    expect(pdf.text).toContain('2 de noviembre de 2026');

    const again = await t.request(createCertificateCall, { cookie, body: { id_usuario: demoUserId(1, 'alumno') } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya tienes una constancia de este ciclo.');
    expect((await t.request(certificateInfoCall, { params: { iderp: erp }, cookie })).json().ya_solicitada).toBe(true);
    const after = (await t.request(certificatesListCall, { params: { iderp: erp }, cookie })).json();
    expect(after.total).toBe(13);
    expect(after.items.slice(0, 2).map((item: { ciclo: string }) => item.ciclo)).toEqual(['CICLO 46 NOV-DIC 2026', 'CICLO 44 JUL-AGO 2026']);
  });

  it('lets staff of the school open it, and nobody else', async () => {
    const cookie = await t.login(2, 'demo.alumno');
    const list = (await t.request(certificatesListCall, { params: { iderp: await erpOf(2, 'demo.alumno') }, school: 2, cookie })).json().items;
    const file = { params: { archivo: list[0].archivo as string }, school: 2 } as const;
    expect((await t.request(certificateFileCall, { ...file, cookie: await t.login(2, 'demo.admin') })).statusCode).toBe(200);
    expect((await t.request(certificateFileCall, { ...file, cookie: await t.login(2, 'demo.reprobado') })).statusCode).toBe(403);
    expect((await t.request(certificateFileCall, { ...file, cookie: await t.login(2, 'demo.teacher') })).statusCode).toBe(403);
    expect((await t.request(certificateFileCall, { params: { archivo: list[0].archivo }, cookie: await t.login(1, 'demo.editor') })).statusCode).toBe(404);
  });

  it("refuses another student's ERP id and id", async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    expect((await t.request(certificatesListCall, { params: { iderp: await erpOf(1, 'demo.alumno') }, cookie })).statusCode).toBe(403);
    expect((await t.request(createCertificateCall, { cookie, body: { id_usuario: demoUserId(1, 'alumno') } })).statusCode).toBe(403);
  });

  it('says so when the student has no group under way', async () => {
    const cookie = await t.login(1, 'demo.nuevo');
    const res = await t.request(createCertificateCall, { cookie, body: { id_usuario: demoUserId(1, 'nuevo') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CERTIFICATES_MSG.certificateNoGroup);
  });
});
