import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFiscalDataCall, fiscalFileCall } from '@lms/contract';
import { demoUserId } from '../../seed/index.js';
import { TINY_PDF, uploadConstancia } from '../../test/multipart.js';
import { startS3, type TestS3 } from '../../test/s3.js';
import { validFiscalForm } from '../../test/fiscal-form.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The same calls as fiscal.test.ts, with S3_* set: the files live in a bucket.
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3('lms/');
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});


describe('constancia with the S3 store', () => {
  it('uploads to the bucket, is saved with the form and downloads the same bytes, for its owner only', async () => {
    expect(t.config.s3?.bucket).toBe('lms-archivos');
    const student = await t.login(1, 'demo.olvido');
    const pdf = Buffer.concat([TINY_PDF, Buffer.from('constancia de situación fiscal '.repeat(2000))]);
    const res = await uploadConstancia(t, student, pdf);
    expect(res.statusCode).toBe(200);
    const { nombre } = res.json();

    const saved = await t.request(createFiscalDataCall, {
      cookie: student,
      body: { id_alumno: demoUserId(1, 'olvido'), ...validFiscalForm(nombre) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().datos.constancia).toBe(nombre);

    const own = await t.request(fiscalFileCall, { params: { nombre }, cookie: student });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    const other = await t.login(1, 'demo.reprobado');
    expect((await t.request(fiscalFileCall, { params: { nombre }, cookie: other })).statusCode).toBe(403);

    // In the bucket under the prefix, and nothing in the data folder.
    expect((await t.files.get('constancia-fiscal', nombre))?.equals(pdf)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'files'))).toBe(false);
  });

  it('serves the demo constancia the seed put in the bucket', async () => {
    const student = await t.login(1, 'demo.alumno');
    const nombre = `${'f'.repeat(31)}1.pdf`;
    const res = await t.request(fiscalFileCall, { params: { nombre }, cookie: student });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
