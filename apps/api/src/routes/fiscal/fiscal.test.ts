import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFiscalDataCall,
  FISCAL_MSG,
  fiscalFileCall,
  loginCall,
  MSG,
  municipalitiesCall,
  studentFiscalDataCall,
  taxRegimesCall,
  updateFiscalDataCall,
  uploadConstanciaCall,
} from '@lms/contract';
import { clientPasswordDigest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import { TINY_PDF, uploadConstancia } from '../../test/multipart.js';
import { validFiscalForm } from '../../test/fiscal-form.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let student: string;
// demo.olvido has no fiscal data in the demo (demo.alumno has).
const me = demoUserId(1, 'olvido');
let myErp: number;
beforeAll(async () => {
  t = await createTestApp();
  student = await t.login(1, 'demo.olvido');
  myErp = (await t.request(loginCall, { body: { usuario: 'demo.olvido', password: (await import('../../lib/password.js')).clientPasswordDigest('escuela2026') } })).json().usuario.iderp;
});
afterAll(async () => t.close());

const upload = (cookie: string, bytes: Buffer, filename?: string, escuela?: 1 | 2) => uploadConstancia(t, cookie, bytes, filename, escuela);
// The RFC as a user may type it: the server normalises it.
const form = (constancia: string) => ({ ...validFiscalForm(constancia), rfc: 'gode-561231-gr8' });

describe('catalogues', () => {
  it('serves the SAT regimes and the 51 municipalities of Nuevo León', async () => {
    const regimes = (await t.request(taxRegimesCall, { cookie: student })).json();
    expect(regimes).toHaveLength(19);
    expect(regimes).toContainEqual({ idregimen_fiscal: 601, regimen: 'General de Ley Personas Morales', fisica: false, moral: true });
    const municipios = (await t.request(municipalitiesCall, { cookie: student })).json();
    expect(municipios).toHaveLength(51);
    expect(municipios).toContainEqual({ idmunicipios: 19039, nombre: 'Monterrey' });
  });
});

describe('constancia upload', () => {
  it('stores a PDF under a generated name', async () => {
    const res = await upload(student, TINY_PDF, '../../etc/passwd.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().nombre).toMatch(/^[a-f0-9]{32}\.pdf$/);
  });

  it('refuses a file that is not a PDF by content, even named .pdf', async () => {
    const res = await upload(student, Buffer.from('<html><script>alert(1)</script></html>'), 'constancia.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.onlyPdf);
  });

  it('refuses an oversize file with 413', async () => {
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(student, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El archivo es demasiado grande; el máximo es 5 MB.');
  });

  it('refuses a request without a file, and staff', async () => {
    const empty = await t.request(uploadConstanciaCall, { cookie: student, payload: { nombre: 'x' } });
    expect(empty.statusCode).toBe(415);
    const editor = await t.login(1, 'demo.editor');
    expect((await upload(editor, TINY_PDF)).statusCode).toBe(403);
  });
});

describe('fiscal data', () => {
  it('creates, lists, updates and soft-deletes the student own record', async () => {
    const { nombre } = (await upload(student, TINY_PDF)).json();
    const created = await t.request(createFiscalDataCall, { cookie: student, body: { id_alumno: me, ...form(nombre) } });
    expect(created.statusCode).toBe(200);
    const datos = created.json().datos;
    expect(created.json().message).toBe(FISCAL_MSG.fiscalSaved);
    expect(datos).toMatchObject({ rfc: 'GODE561231GR8', regimen: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', municipio: 'Monterrey', deleted: 0 });

    const list = (await t.request(studentFiscalDataCall, { params: { iderp: myErp }, cookie: student })).json();
    expect(list.map((d: { iddatosfiscales: number }) => d.iddatosfiscales)).toEqual([datos.iddatosfiscales]);

    const twice = await t.request(createFiscalDataCall, { cookie: student, body: { id_alumno: me, ...form(nombre) } });
    expect(twice.statusCode).toBe(409);

    const updated = await t.request(updateFiscalDataCall, {
      params: { iddatosfiscales: datos.iddatosfiscales },
      cookie: student,
      body: { id_alumno: me, version: datos.version, deleted: 0, ...form(nombre), cp: '64710', telefono: '8110000000' },
    });
    expect(updated.json().datos).toMatchObject({ iddatosfiscales: datos.iddatosfiscales, cp: '64710', telefono: '8110000000', version: datos.version + 1 });

    const deleted = await t.request(updateFiscalDataCall, {
      params: { iddatosfiscales: datos.iddatosfiscales },
      cookie: student,
      body: { id_alumno: me, version: datos.version + 1, deleted: 1 },
    });
    expect(deleted.json().message).toBe(FISCAL_MSG.fiscalDeleted);
    expect((await t.request(studentFiscalDataCall, { params: { iderp: myErp }, cookie: student })).json()).toEqual([]);
    const again = await t.request(updateFiscalDataCall, {
      params: { iddatosfiscales: datos.iddatosfiscales },
      cookie: student,
      body: { id_alumno: me, version: datos.version + 2, deleted: 1 },
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['rfc', '', FISCAL_MSG.fieldRequired],
    ['rfc', 'ABC0101', FISCAL_MSG.rfcInvalid],
    ['rfc', 'XAXX010101000', FISCAL_MSG.rfcInvalid],
    ['razon_social', ' ', FISCAL_MSG.fieldRequired],
    ['regimen_fiscal', 0, FISCAL_MSG.fieldRequired],
    ['direccion', '', FISCAL_MSG.fieldRequired],
    ['cp', '640', FISCAL_MSG.cpInvalid],
    ['telefono', '', FISCAL_MSG.fieldRequired],
    ['correo', '', FISCAL_MSG.mailRequired],
    ['correo', 'sofia@', FISCAL_MSG.mailInvalid],
  ])('validates %s=%j', async (field, value, message) => {
    const res = await t.request(createFiscalDataCall, { cookie: student, body: { id_alumno: me, ...form('a'.repeat(32) + '.pdf'), [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Datos inválidos: ${field}: ${message}`);
  });

  it('checks the régimen against the RFC person type, the municipio and the constancia', async () => {
    const reprobado = await t.login(2, 'demo.reprobado');
    const id = demoUserId(2, 'reprobado');
    const { nombre } = (await upload(reprobado, TINY_PDF, 'c.pdf', 2)).json();
    const add = (body: object) => t.request(createFiscalDataCall, { school: 2, cookie: reprobado, body: { id_alumno: id, ...form(nombre), ...body } });
    expect((await add({ regimen_fiscal: 601 })).json().message).toBe('El régimen fiscal no corresponde a una persona física (RFC de 13 caracteres).');
    expect((await add({ rfc: 'ABC010101AB1', regimen_fiscal: 605 })).json().message).toBe('El régimen fiscal no corresponde a una persona moral (RFC de 12 caracteres).');
    expect((await add({ regimen_fiscal: 699 })).json().message).toBe(FISCAL_MSG.regimenUnknown);
    expect((await add({ idmunicipios: 9999 })).json().message).toBe(FISCAL_MSG.municipioUnknown);
    // Someone else's upload cannot be claimed.
    const { nombre: theirs } = (await upload(student, TINY_PDF)).json();
    expect((await add({ constancia: theirs })).json().message).toBe(FISCAL_MSG.constanciaUnknown);
    expect((await add({ rfc: 'ABC010101AB1', regimen_fiscal: 601 })).statusCode).toBe(200);
  });

  it("refuses another student's ids and records", async () => {
    const { nombre } = (await upload(student, TINY_PDF)).json();
    const other = demoUserId(1, 'reprobado');
    expect((await t.request(createFiscalDataCall, { cookie: student, body: { id_alumno: other, ...form(nombre) } })).statusCode).toBe(403);
    const reprobado = await t.login(1, 'demo.reprobado');
    const theirErp = (await t.request(loginCall, { body: { usuario: 'demo.reprobado', password: (await import('../../lib/password.js')).clientPasswordDigest('escuela2026') } })).json().usuario.iderp;
    expect((await t.request(studentFiscalDataCall, { params: { iderp: theirErp }, cookie: student })).statusCode).toBe(403);
    const { nombre: theirFile } = (await upload(reprobado, TINY_PDF)).json();
    const theirs = await t.request(createFiscalDataCall, { cookie: reprobado, body: { id_alumno: other, ...form(theirFile) } });
    const theirId = theirs.json().datos.iddatosfiscales;
    const hijack = await t.request(updateFiscalDataCall, { params: { iddatosfiscales: theirId }, cookie: student, body: { id_alumno: me, version: 1, deleted: 1 } });
    expect(hijack.statusCode).toBe(403);
  });

  it('refuses an update or a delete over a record changed on another device since it was read (409), and keeps the newer data', async () => {
    const cookie = await t.login(1, 'demo.registro');
    const owner = demoUserId(1, 'registro');
    const signedIn = await t.request(loginCall, { body: { usuario: 'demo.registro', password: clientPasswordDigest('escuela2026') } });
    const iderp = signedIn.json().usuario.iderp as number;
    const { nombre } = (await upload(cookie, TINY_PDF)).json();
    const created = (await t.request(createFiscalDataCall, { cookie, body: { id_alumno: owner, ...form(nombre) } })).json().datos;
    const record = { iddatosfiscales: created.iddatosfiscales as number };
    // Device A saves a new phone; device B still holds the version it read before.
    const a = await t.request(updateFiscalDataCall, { params: record, cookie, body: { id_alumno: owner, version: created.version, deleted: 0, ...form(nombre), telefono: '8111111111' } });
    expect(a.statusCode).toBe(200);
    const b = await t.request(updateFiscalDataCall, { params: record, cookie, body: { id_alumno: owner, version: created.version, deleted: 0, ...form(nombre), cp: '64000' } });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ message: FISCAL_MSG.fiscalChangedElsewhere, code: 'STALE_VERSION' });
    const gone = await t.request(updateFiscalDataCall, { params: record, cookie, body: { id_alumno: owner, version: created.version, deleted: 1 } });
    expect(gone.statusCode).toBe(409);
    const [now] = (await t.request(studentFiscalDataCall, { params: { iderp }, cookie })).json();
    expect(now).toMatchObject({ telefono: '8111111111', deleted: 0, version: created.version + 1 });
  });
});

describe('constancia download', () => {
  it('gives the file to its owner and to back-office staff of the school, with safe headers, and to nobody else', async () => {
    const { nombre } = (await upload(student, TINY_PDF)).json();
    const own = await t.request(fiscalFileCall, { params: { nombre }, cookie: student });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.rawPayload.equals(TINY_PDF)).toBe(true);
    const editor = await t.login(1, 'demo.editor');
    expect((await t.request(fiscalFileCall, { params: { nombre }, cookie: editor })).statusCode).toBe(200);
    const other = await t.login(1, 'demo.reprobado');
    expect((await t.request(fiscalFileCall, { params: { nombre }, cookie: other })).statusCode).toBe(403);
    const teacher = await t.login(1, 'demo.teacher');
    expect((await t.request(fiscalFileCall, { params: { nombre }, cookie: teacher })).statusCode).toBe(403);
    const editor2 = await t.login(2, 'demo.editor');
    expect((await t.request(fiscalFileCall, { params: { nombre }, school: 2, cookie: editor2 })).statusCode).toBe(404);
    // Raw URL: an encoded path traversal, as an attacker would type it.
    expect((await t.call('GET', '/api/1/archivos.constancia.fiscal/..%2F..%2Fetc%2Fpasswd', { cookie: student })).statusCode).toBe(400);
  });
});
