import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatesListCall, loginCall, MSG } from '@lms/contract';
import { eq } from 'drizzle-orm';
import { studyCertificates } from './certificates.schema.js';
import { cycles } from '../groups/groups.schema.js';
import { clientPasswordDigest as digest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The list convention (decision 022) through a real list: demo.alumno has twelve certificates.
let t: TestApp;
let cookie: string;
let erp: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.requestJson(loginCall, { body: { usuario: 'demo.alumno', password: digest('escuela2026') } });
  erp = login.usuario.iderp!;
  cookie = await t.login(1, 'demo.alumno');
});
afterAll(async () => t.close());

const list = (query: Record<string, string | number> = {}) => t.request(certificatesListCall, { params: { iderp: erp }, query, cookie });
const cyclesOf = (body: { items: Array<{ ciclo: string }> }) => body.items.map((item) => item.ciclo.split(' ')[1]);

describe('a list call', () => {
  it('answers the first 10 rows, newest first, and the total', async () => {
    const body = (await list()).json();
    expect(body.total).toBe(12);
    expect(cyclesOf(body)).toEqual(['44', '41', '40', '39', '38', '37', '36', '35', '34', '33']);
  });

  it('gives the next page without repeating a row, and an empty page past the end with the true total', async () => {
    expect(cyclesOf((await list({ page: 2 })).json())).toEqual(['32', '31']);
    expect((await list({ page: 3 })).json()).toEqual({ items: [], total: 12 });
  });

  it('sorts by a declared column both ways and takes another page size', async () => {
    expect(cyclesOf((await list({ sort: 'ciclo', size: 3 })).json())).toEqual(['31', '32', '33']);
    expect(cyclesOf((await list({ sort: '-ciclo', size: 3 })).json())).toEqual(['44', '41', '40']);
  });

  it('searches ignoring case and accents, and % as itself', async () => {
    const [row] = await t.database.db.select({ id: cycles.id }).from(cycles).where(eq(cycles.ciclo, 'CICLO 38 JUL-AGO 2025')).limit(1);
    // A cycle named with accents, as the ERP sometimes writes them.
    await t.database.db.update(cycles).set({ ciclo: 'CICLO 38 JULIO-AGOSTO 2025 Ñandú' }).where(eq(cycles.id, row!.id));
    expect(cyclesOf((await list({ search: 'nandu' })).json())).toEqual(['38']);
    expect((await list({ search: 'JUL-AGO' })).json().total).toBe(2);
    expect((await list({ search: '100%' })).json()).toEqual({ items: [], total: 0 });
    expect((await list({ search: '   ' })).json().total).toBe(12);
  });

  it.each([
    [{ page: 0 }, MSG.listPageInvalid],
    [{ page: 'abc' }, MSG.listPageInvalid],
    [{ size: 500 }, 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    [{ sort: 'archivo' }, MSG.listSortInvalid],
    [{ search: 'x'.repeat(101) }, 'La búsqueda admite hasta 100 caracteres.'],
    [{ roll: 'ADMINISTRADOR' }, 'Campo no permitido: roll'],
    [{ search: 'a\u0000b' }, MSG.controlCharacters],
  ])('refuses %j with a Spanish 400', async (query, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a key sent twice', async () => {
    // Raw: the typed helper cannot repeat a key.
    const res = await t.call('GET', `/api/1/usuario.get.constancias/${erp}?page=1&page=2`, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.listPageInvalid);
  });

  it("never lists another student's rows, whatever the query", async () => {
    const other = await t.login(1, 'demo.reprobado');
    expect((await t.request(certificatesListCall, { params: { iderp: erp }, query: { search: 'CICLO' }, cookie: other })).statusCode).toBe(403);
    const own = await t.database.db.select({ id: studyCertificates.id }).from(studyCertificates).where(eq(studyCertificates.id_alumno, demoUserId(1, 'reprobado')));
    expect(own).toHaveLength(0);
  });
});
