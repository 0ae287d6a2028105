import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedName } from './file-store.js';
import { s3Store } from './s3-store.js';
import { startS3, type TestS3 } from '../test/s3.js';
import { TINY_PDF } from '../test/multipart.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => s3.close());

const storeWith = (changes: Partial<TestS3['settings']> = {}) => s3Store({ ...s3.settings, ...changes });

describe('S3 file store', () => {
  it('gives back exactly the bytes it was given, and null for a file it never had', async () => {
    const store = storeWith();
    const name = generatedName('pdf');
    const bytes = Buffer.concat([TINY_PDF, randomBytes(256 * 1024)]);
    await store.put('constancia-fiscal', name, bytes);
    expect((await store.get('constancia-fiscal', name))?.equals(bytes)).toBe(true);
    expect(await store.get('constancia-fiscal', generatedName('pdf'))).toBeNull();
    // Same name, other area: another file.
    expect(await store.get('firma', name)).toBeNull();
    store.close?.();
  });

  it('removes a file, and removing it again is no error', async () => {
    const store = storeWith();
    const name = generatedName('png');
    await store.put('firma', name, Buffer.from('png bytes'));
    await store.remove('firma', name);
    expect(await store.get('firma', name)).toBeNull();
    await expect(store.remove('firma', name)).resolves.toBeUndefined();
    store.close?.();
  });

  it('keeps each S3_PREFIX apart, under <prefix><area>/<name>', async () => {
    const a = storeWith({ prefix: 'escuela-a/' });
    const b = storeWith({ prefix: 'escuela-b/' });
    const name = generatedName('pdf');
    await a.put('constancia-fiscal', name, TINY_PDF);
    expect(await b.get('constancia-fiscal', name)).toBeNull();
    // Where an operator browsing the bucket finds it.
    const raw = new S3Client({
      region: s3.settings.region,
      endpoint: s3.settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    });
    const object = await raw.send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: `escuela-a/constancia-fiscal/${name}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(TINY_PDF)).toBe(true);
    raw.destroy();
    a.close?.();
    b.close?.();
  });

  it.each([
    ['../firma', generatedName('png')],
    ['Firma', generatedName('png')],
    ['firma', '../../etc/passwd'],
    ['firma', 'a'.repeat(32) + '.png/x'],
    ['firma', 'foto.png'],
  ])('refuses the area %j with the name %j, for put, get and remove', async (area, name) => {
    const store = storeWith();
    await expect(store.put(area, name, TINY_PDF)).rejects.toThrow(/bad file path/);
    await expect(store.get(area, name)).rejects.toThrow(/bad file path/);
    await expect(store.remove(area, name)).rejects.toThrow(/bad file path/);
    store.close?.();
  });

  it('fails, instead of answering "no file", with a wrong secret or a missing bucket', async () => {
    const wrongKey = storeWith({ secretAccessKey: 'otra-clave' });
    await expect(wrongKey.put('firma', generatedName('png'), TINY_PDF)).rejects.toThrow(/signature/i);
    await expect(wrongKey.get('firma', generatedName('png'))).rejects.toThrow(/signature/i);
    const noBucket = storeWith({ bucket: 'no-existe' });
    await expect(noBucket.get('firma', generatedName('png'))).rejects.toThrow(/bucket/i);
    wrongKey.close?.();
    noBucket.close?.();
  });

  it('asks the store not to replace an existing object, and fails when it says one is there', async () => {
    // s3rver ignores conditional writes, so this stand-in answers as AWS S3 and MinIO do.
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      req.resume();
      req.on('end', () => {
        res.writeHead(412, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const store = storeWith({ endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    const name = generatedName('pdf');
    await expect(store.put('constancia-fiscal', name, TINY_PDF)).rejects.toThrow(`file exists constancia-fiscal/${name}`);
    expect(seen).toHaveLength(1);
    expect(seen[0]!['if-none-match']).toBe('*');
    expect(seen[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    store.close?.();
    await new Promise((resolve) => server.close(resolve));
  });
});
