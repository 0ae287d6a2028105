import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { createReadStream } from 'node:fs';
import { storedPath, type FileStore } from './file-store.js';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, Ceph...), as
 * `<S3_PREFIX><area>/<name>`. Objects are written without an ACL, so they stay
 * as private as the bucket; no public or presigned URL is ever made: bytes
 * leave only through the authorised download calls, like the folder store's.
 */
export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Only these credentials: the SDK's own chain (environment, ~/.aws) would bypass config.ts.
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible servers refuse
    // the SDK's newer default (CRC32 on every upload). TLS covers the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the call instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const key = (area: string, name: string) => settings.prefix + storedPath(area, name);

  return {
    async put(area, name, body) {
      const Key = key(area, name);
      // A spooled upload goes as a stream of known length, never read whole into memory.
      const content = Buffer.isBuffer(body) ? { Body: body } : { Body: createReadStream(body.path), ContentLength: body.size };
      try {
        // If-None-Match: * makes the store refuse to replace an object (412), like the
        // folder store's exclusive create. A server that ignores the header overwrites;
        // with 128-bit random names that never happens in practice.
        await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key, ...content, IfNoneMatch: '*' }));
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 412) throw new Error(`file exists ${Key}`, { cause: err });
        throw err;
      }
    },
    async get(area, name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(area, name) }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        // Only a missing object is "no file"; a missing bucket or a refusal is a fault.
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async remove(area, name) {
      // S3 answers success for a key that is not there.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(area, name) }));
    },
    close() {
      client.destroy();
    },
  };
}
