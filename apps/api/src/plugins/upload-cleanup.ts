import { and, asc, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { storedFiles } from '../db/schema/files.js';
import type { Clock } from '../lib/clock.js';
import type { FileStore } from './files.js';

/**
 * An area whose uploads come before the row that uses them (the constancia
 * before the fiscal form, the signature image before add.firma). An upload no
 * row names is abandoned once it is old enough.
 */
export interface ClaimedUploads {
  area: string;
  /** The column that names the file once used; any row counts, soft-deleted ones too (they are the history). */
  claimedBy: AnyPgColumn;
}

/** Time enough to fill in a form after uploading its file. */
export const UNCLAIMED_UPLOAD_MAX_AGE_MS = 24 * 3_600_000;
const BATCH = 100;

/**
 * Removes the uploads older than a day that no row names, row and bytes.
 * Returns how many went. Stops at the first batch whose bytes the store would
 * not remove (logged), so a failing store does not empty the table ahead of it.
 */
export async function removeUnclaimedUploads(db: Db, files: FileStore, areas: readonly ClaimedUploads[], now: Date, log: FastifyBaseLogger): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_UPLOAD_MAX_AGE_MS);
  let total = 0;
  for (const { area, claimedBy } of areas) {
    const unclaimed = (tx: Db) => notExists(tx.select({ one: sql`1` }).from(claimedBy.table).where(eq(claimedBy, storedFiles.nombre)));
    for (;;) {
      const { seen, removed } = await db.transaction(async (tx) => {
        // Rows a claim is being written for are share-locked (ownsFile): skip them.
        const candidates = await tx
          .select({ nombre: storedFiles.nombre })
          .from(storedFiles)
          .where(and(eq(storedFiles.area, area), lt(storedFiles.created_at, cutoff), unclaimed(tx)))
          .orderBy(asc(storedFiles.created_at))
          .limit(BATCH)
          .for('update', { of: storedFiles, skipLocked: true });
        if (candidates.length === 0) return { seen: 0, removed: [] };
        // Checked again in a new statement, which sees claims committed since the
        // first one; the locks taken above keep any newer claim waiting.
        const gone = await tx
          .delete(storedFiles)
          .where(and(inArray(storedFiles.nombre, candidates.map((c) => c.nombre)), unclaimed(tx)))
          .returning({ nombre: storedFiles.nombre });
        return { seen: candidates.length, removed: gone.map((r) => r.nombre) };
      });
      // Row first, bytes second: if removing the bytes fails, what is left is bytes no
      // row authorises (nobody can download them), never a row whose file is missing.
      const kept: string[] = [];
      let failure: unknown;
      for (const nombre of removed) {
        await files.remove(area, nombre).catch((err: unknown) => {
          kept.push(nombre);
          failure = err;
        });
      }
      total += removed.length - kept.length;
      if (kept.length > 0) {
        log.error({ err: failure, area, bytesLeft: kept }, 'unclaimed uploads: rows removed but the store kept these bytes');
        return total;
      }
      if (seen < BATCH) break;
    }
  }
  return total;
}

/**
 * Runs the clean-up once the app is ready and then every `everyMs`, on an
 * unref'd timer (it never keeps the process alive) that closing stops. Times
 * come from the app's clock, so tests move them.
 */
export function scheduleUploadCleanup(
  app: FastifyInstance,
  deps: { db: Db; files: FileStore; clock: Clock; areas: readonly ClaimedUploads[]; everyMs?: number },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return; // a slow run is never doubled
    running = removeUnclaimedUploads(deps.db, deps.files, deps.areas, deps.clock.now(), app.log)
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'unclaimed uploads removed');
      })
      .catch((err: unknown) => app.log.error({ err }, 'unclaimed uploads clean-up failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, deps.everyMs ?? 3_600_000);
    timer.unref();
  });
  // preClose, not onClose: onClose hooks run last-added first, so the launcher's
  // database close would come before this wait.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
