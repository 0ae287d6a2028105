import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTooLargeMessage, MSG, type FileKind } from '@lms/contract';
import { badRequest, HttpError } from '../lib/http-error.js';
import { paceGuard, slowBody, type BodyLimits } from './body-deadlines.js';
import { sniffKind } from './file-store.js';
import type { LocalFile } from './files.js';
import type { Slots } from './load-shedding.js';

/** An upload as its handler gets it: spooled to disk as it arrived, its kind read from its bytes. */
export interface UploadedFile extends LocalFile {
  kind: FileKind;
  filename: string;
}

export interface UploadRule {
  maxBytes: number;
  kinds: readonly string[];
}

/** Room for the multipart framing around the file (boundaries, part headers). */
const FRAMING_BYTES = 64 * 1024;
/** Enough of a file's start to tell its kind (file-store.ts). */
const HEAD_BYTES = 16;
/** Spool files older than this belong to no request alive (a crash): they go when the service starts. */
const STALE_SPOOL_MS = 24 * 60 * 60_000;

/** The 413 of a file past its call's limit: announced so, or found so while it arrives. */
const tooLarge = (rule: UploadRule) => new HttpError(413, fileTooLargeMessage(rule.maxBytes), 'FILE_TOO_LARGE');

/** Errors of the multipart reader that mean "more parts than one file". */
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/** Counts the bytes that pass and keeps the first few. */
class Measure extends Transform {
  size = 0;
  private first: Buffer[] = [];
  private kept = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.kept < HEAD_BYTES) {
      this.first.push(chunk.subarray(0, HEAD_BYTES - this.kept));
      this.kept += Math.min(chunk.length, HEAD_BYTES - this.kept);
    }
    done(null, chunk);
  }
  head(): Buffer {
    return Buffer.concat(this.first);
  }
}

export interface UploadReceiver {
  /**
   * Reads the one file of a multipart upload (field `file`, nothing else)
   * into a spool file, refusing what is too large, not of an allowed kind or
   * not well-formed multipart, each with its own Spanish 4xx. Called by a
   * handler once it has decided that the caller may upload there, so a
   * refused upload is never read.
   */
  receive(request: FastifyRequest, rule: UploadRule): Promise<UploadedFile>;
}

/**
 * Uploads stream to `spoolDir` (DATA_DIR/spool), never into memory, and the
 * store copies them from there; the request's place is let go while the bytes
 * arrive (load shedding), and a sender that stalls or crawls is cut
 * (body-deadlines.ts).
 */
export async function uploadReceiver(spoolDir: string, limits: BodyLimits, slots: Slots): Promise<UploadReceiver> {
  await fs.mkdir(spoolDir, { recursive: true });
  await sweepStale(spoolDir);
  return {
    // Whatever is left of a refused body stays unread: the connection goes with the answer (body-deadlines.ts).
    receive: (request, rule) => spool(request, rule, path.join(spoolDir, `${randomBytes(16).toString('hex')}.part`), limits, slots),
  };
}

async function spool(request: FastifyRequest, rule: UploadRule, file: string, limits: BodyLimits, slots: Slots): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.fileMissing, 'NOT_MULTIPART');
  // Announced larger than the file may be: refused before a byte is read.
  if (Number(request.headers['content-length']) > rule.maxBytes + FRAMING_BYTES) throw tooLarge(rule);
  let upload: { size: number; head: Buffer; filename: string } | undefined;
  // Before the file's bytes and after them (the framing) the sender has `timeoutMs`; meanwhile, the file's pace is watched.
  let framing: NodeJS.Timeout | undefined;
  let cut = false;
  const awaitFraming = () => {
    clearTimeout(framing);
    framing = setTimeout(() => {
      cut = true;
      request.raw.destroy();
    }, limits.timeoutMs).unref();
  };
  try {
    await slots.outsideSlot(request, async () => {
      awaitFraming();
      for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } })) {
        if (part.type !== 'file' || part.fieldname !== 'file' || upload) throw badRequest(MSG.uploadOneFile, 'UPLOAD_ONE_FILE');
        clearTimeout(framing);
        const measure = new Measure();
        await pipeline(part.file, paceGuard(limits), measure, createWriteStream(file, { flags: 'wx' }));
        if (part.file.truncated) throw tooLarge(rule);
        upload = { size: measure.size, head: measure.head(), filename: part.filename };
        awaitFraming();
      }
    });
    if (!upload || upload.size === 0) throw badRequest(MSG.fileMissing);
    const kind = sniffKind(upload.head, rule.kinds);
    if (!kind) throw badRequest(rule.kinds.length === 1 && rule.kinds[0] === 'pdf' ? MSG.onlyPdf : MSG.fileKindNotAllowed);
    return { path: file, size: upload.size, kind, filename: upload.filename };
  } catch (err) {
    await fs.rm(file, { force: true });
    if (cut) throw slowBody();
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule);
    if (TOO_MANY_PARTS.has(code)) throw badRequest(MSG.uploadOneFile, 'UPLOAD_ONE_FILE');
    // No boundary, a truncated body, random bytes: the reader's own errors.
    throw badRequest(MSG.uploadMalformed, 'UPLOAD_MALFORMED');
  } finally {
    clearTimeout(framing);
  }
}

/** Removes spool files a crash left behind. */
async function sweepStale(spoolDir: string) {
  const now = Date.now();
  for (const name of await fs.readdir(spoolDir)) {
    const file = path.join(spoolDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_SPOOL_MS) await fs.rm(file, { force: true });
  }
}
