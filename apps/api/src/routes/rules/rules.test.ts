import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeId,
  exciCall,
  loginCall,
  MSG,
  RULES_MSG,
  rulesCall,
  signatureStatusCall,
  signRulesCall,
  studentCourseTypeCall,
  toeflCall,
} from '@lms/contract';
import { clientPasswordDigest as digest } from '../../lib/password.js';
import { DEMO_SIGNATURE_PNG } from '../../seed/catalog.js';
import { demoUserId } from '../../seed/index.js';
import { TINY_PDF, uploadSignature } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EXCI_ALLOWED_ORIGINS: 'https://exci.example.mx' });
});
afterAll(async () => t.close());

const erpOf = async (escuela: 1 | 2, usuario: string) =>
  (await t.request(loginCall, { school: escuela, body: { usuario, password: digest('escuela2026') } })).json().usuario.iderp as number;

describe('reglamento', () => {
  it('lists the school rules with their course type, and the student course types', async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const list = (await t.request(rulesCall, { cookie })).json();
    expect(new Set(list.map((r: { idcurso: number }) => r.idcurso))).toEqual(new Set([1, 2, 3]));
    expect(list[0].regla).toMatch(/^Llega puntual/);
    // Each rule names its course type, for staff who read them grouped by course.
    const names = new Map(list.map((r: { idcurso: number; curso: string }) => [r.idcurso, r.curso]));
    expect(Object.fromEntries(names)).toEqual({ 1: 'ADULTOS', 2: 'TEENS', 3: 'KIDS' });
    const types = await t.request(studentCourseTypeCall, { params: { id_alumno: demoUserId(1, 'reprobado'), id: await erpOf(1, 'demo.reprobado') }, cookie });
    expect(types.json()).toEqual([{ tipo_curso: 1, curso: 'ADULTOS' }]);
    const foreign = await t.request(studentCourseTypeCall, { params: { id_alumno: demoUserId(1, 'alumno'), id: await erpOf(1, 'demo.alumno') }, cookie });
    expect(foreign.statusCode).toBe(403);
  });

  it('signs once: upload the PNG, record it, and a second signature is refused', async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const id = demoUserId(1, 'reprobado');
    expect((await t.request(signatureStatusCall, { params: { id_alumno: id }, cookie })).json()).toEqual({ firmado: false, nombre_tutor: null, fecha: null });
    const upload = await uploadSignature(t, cookie, DEMO_SIGNATURE_PNG);
    expect(upload.statusCode).toBe(200);
    const { nombre } = upload.json();
    const signed = await t.request(signRulesCall, { cookie, body: { idusuario: id, nombre_tutor: '  Rosa Flores ', firma_tutor: nombre } });
    expect(signed.json()).toEqual({ message: RULES_MSG.signatureSaved });
    const status = (await t.request(signatureStatusCall, { params: { id_alumno: id }, cookie })).json();
    expect(status).toMatchObject({ firmado: true, nombre_tutor: 'Rosa Flores' });
    const again = await t.request(signRulesCall, { cookie, body: { idusuario: id, nombre_tutor: null, firma_tutor: nombre } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RULES_MSG.alreadySigned);
    expect((await uploadSignature(t, cookie, DEMO_SIGNATURE_PNG)).statusCode).toBe(409);
  });

  it('takes the guardian name as optional, and only an image the student uploaded', async () => {
    const cookie = await t.login(2, 'demo.reprobado');
    const id = demoUserId(2, 'reprobado');
    const other = await t.login(2, 'demo.nuevo');
    const { nombre: theirs } = (await uploadSignature(t, other, DEMO_SIGNATURE_PNG, 2)).json();
    const stolen = await t.request(signRulesCall, { school: 2, cookie, body: { idusuario: id, firma_tutor: theirs } });
    expect(stolen.json().message).toBe(RULES_MSG.signatureUnknown);
    const { nombre } = (await uploadSignature(t, cookie, DEMO_SIGNATURE_PNG, 2)).json();
    expect((await t.request(signRulesCall, { school: 2, cookie, body: { idusuario: id, firma_tutor: nombre } })).statusCode).toBe(200);
  });

  it('refuses a signature that is not a PNG, and someone else’s id', async () => {
    const cookie = await t.login(1, 'demo.nuevo');
    const pdf = await uploadSignature(t, cookie, TINY_PDF);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(MSG.fileKindNotAllowed);
    expect((await t.request(signatureStatusCall, { params: { id_alumno: demoUserId(1, 'alumno') }, cookie })).statusCode).toBe(403);
  });

  it('shows demo.alumno as signed', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    expect((await t.request(signatureStatusCall, { params: { id_alumno: demoUserId(1, 'alumno') }, cookie })).json().firmado).toBe(true);
  });
});

describe('EXCI and TOEFL', () => {
  it('answers the EXCI route of an allowed origin and the TOEFL step', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const id = encodeId(demoUserId(1, 'alumno'));
    expect((await t.request(exciCall, { params: { id }, cookie })).json().RUTA_EXCI).toMatch(/^https:\/\/exci\.example\.mx\/resultados\//);
    expect((await t.request(toeflCall, { params: { id }, cookie })).json()).toEqual({ paso: 2 });
    const reprobado = await t.login(1, 'demo.reprobado');
    const rid = encodeId(demoUserId(1, 'reprobado'));
    expect((await t.request(toeflCall, { params: { id: rid }, cookie: reprobado })).json()).toEqual({ paso: 1 });
    expect((await t.request(exciCall, { params: { id: rid }, cookie: reprobado })).json()).toEqual({ RUTA_EXCI: null });
    expect((await t.request(toeflCall, { params: { id }, cookie: reprobado })).statusCode).toBe(403);
  });

  it('hides an EXCI route whose origin is not allowed, and frames only allowed origins', async () => {
    const strict = await createTestApp({ EXCI_ALLOWED_ORIGINS: 'https://otro.example.mx' });
    try {
      const cookie = await strict.login(1, 'demo.alumno');
      const res = await strict.request(exciCall, { params: { id: encodeId(demoUserId(1, 'alumno')) }, cookie });
      expect(res.json()).toEqual({ RUTA_EXCI: null });
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https://otro.example.mx");
    } finally {
      await strict.close();
    }
  });
});
