import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFiscalDataCall, fiscalFileCall, RULES_MSG, signRulesCall, updateFiscalDataCall } from '@lms/contract';
import { buildApp } from '../app.js';
import { DEMO_SIGNATURE_PNG } from '../seed/catalog.js';
import { demoUserId } from '../seed/index.js';
import { TINY_PDF, uploadConstancia, uploadSignature } from '../test/multipart.js';
import { validFiscalForm } from '../test/fiscal-form.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const HOUR = 3_600_000;
let t: TestApp;
let student: string; // demo.olvido: no fiscal data yet
let signer: string; // demo.reprobado: rules not signed yet
beforeAll(async () => {
  // Only the hourly timer is fake; everything else (the database, inject) runs on real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp();
  student = await t.login(1, 'demo.olvido');
  signer = await t.login(1, 'demo.reprobado');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const newConstancia = async () => (await uploadConstancia(t, student, TINY_PDF)).json().nombre as string;
const newSignature = async () => (await uploadSignature(t, signer, DEMO_SIGNATURE_PNG)).json().nombre as string;
const saveFiscal = async (constancia: string) => {
  const res = await t.request(createFiscalDataCall, {
    cookie: student,
    body: { id_alumno: demoUserId(1, 'olvido'), ...validFiscalForm(constancia) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().datos.iddatosfiscales as number;
};
const download = async (nombre: string, cookie = student) => (await t.request(fiscalFileCall, { params: { nombre }, cookie })).statusCode;

describe('clean-up of uploads never used', () => {
  it('every hour removes the constancias and signature images no record names after a day, and keeps the rest', async () => {
    const abandoned = await newConstancia();
    const ofDeletedRecord = await newConstancia();
    const deletedId = await saveFiscal(ofDeletedRecord);
    await t.request(updateFiscalDataCall, { params: { iddatosfiscales: deletedId }, cookie: student, body: { id_alumno: demoUserId(1, 'olvido'), version: 1, deleted: 1 } });
    const inUse = await newConstancia();
    await saveFiscal(inUse);
    const strayImage = await newSignature();
    const signedImage = await newSignature();
    const signed = await t.request(signRulesCall, { cookie: signer, body: { idusuario: demoUserId(1, 'reprobado'), firma_tutor: signedImage } });
    expect(signed.statusCode).toBe(200);

    t.clock.advance(25 * HOUR);
    const fresh = await newConstancia();
    await vi.advanceTimersByTimeAsync(HOUR);

    // The run is in the background: wait until both files' bytes (removed after their rows) are gone.
    await vi.waitFor(
      async () => {
        expect(await t.files.get('constancia-fiscal', abandoned)).toBeNull();
        expect(await t.files.get('firma', strayImage)).toBeNull();
      },
      { timeout: 10_000 },
    );
    expect(await download(abandoned)).toBe(404);
    // The records' files stay, a deleted record's too (it is the history), and so does a fresh upload.
    for (const kept of [ofDeletedRecord, inUse, fresh]) expect(await download(kept)).toBe(200);
    expect(await t.files.get('firma', signedImage)).not.toBeNull();
    // The demo data's files are named by its records and stay.
    expect(await download(`${'f'.repeat(31)}1.pdf`, await t.login(1, 'demo.alumno'))).toBe(200);
    // What is gone can no longer be claimed.
    const late = await t.request(signRulesCall, { cookie: await t.login(1, 'demo.nuevo'), body: { idusuario: demoUserId(1, 'nuevo'), firma_tutor: strayImage } });
    expect(late.json().message).toBe(RULES_MSG.signatureUnknown);
  });

  it('also runs when the service starts', async () => {
    const abandoned = await newConstancia();
    t.clock.advance(25 * HOUR);
    // A second instance on the same database and store, as after a restart.
    const restarted = await buildApp({ config: t.config, database: t.database, clock: t.clock, files: t.files });
    await restarted.ready();
    await vi.waitFor(async () => expect(await t.files.get('constancia-fiscal', abandoned)).toBeNull(), { timeout: 10_000 });
    expect(await download(abandoned)).toBe(404);
    await restarted.close();
  });
});
