import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../config.js';

/**
 * A real S3-compatible server (s3rver: SigV4 signatures checked, objects on
 * disk in a temporary folder) on a loopback port, with one empty bucket.
 */
export interface TestS3 {
  settings: S3Settings;
  /** The same settings as the environment variables config.ts reads. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed account. */
const ACCESS_KEY = 'S3RVER';

export async function startS3(prefix = ''): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-s3-'));
  const bucket = 'lms-archivos';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, prefix, accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
