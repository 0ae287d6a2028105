import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/** Who holds a DATA_DIR: enough to tell, after a crash, that it is gone. */
interface Owner {
  pid: number;
  /** The process's start, in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  started: string | null;
  bootId: string | null;
  host: string;
}

const readOr = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Field 22 of /proc/PID/stat; the command name before it may hold spaces, so count from its ')'. */
function startOf(pid: number): string | null {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
}

function currentOwner(): Owner {
  return { pid: process.pid, started: startOf(process.pid), bootId: readOr('/proc/sys/kernel/random/boot_id'), host: os.hostname() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * True only when the recorded owner certainly ended: same host, and either the
 * machine rebooted, or its pid is gone, or the pid now belongs to a process
 * that started at another time. Anything unsure counts as alive.
 */
export function ownerIsDead(owner: Owner, me: Owner = currentOwner()): boolean {
  if (owner.host !== me.host) return false;
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return true;
  if (!isAlive(owner.pid)) return true;
  return owner.started !== null && startOf(owner.pid) !== null && startOf(owner.pid) !== owner.started;
}

const locked = (dataDir: string) =>
  new DataDirLockedError(`DATA_DIR ${dataDir} ya está en uso por otro proceso del servicio; detén ese proceso o usa otro DATA_DIR.`);

const mtimeOf = (file: string) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

function readOwner(file: string): Owner | null {
  const text = readOr(file);
  if (!text) return null;
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, started: owner.started ?? null, bootId: owner.bootId ?? null, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. We
 * hold an exclusive lock on DATA_DIR for the life of the process, and record
 * who holds it (`owner.json`). A lock left by a killed process is taken over
 * at once, so a supervisor's restart after kill -9 works; a live owner is
 * never shared with (decision 006).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  const ownerFile = path.join(dataDir, 'owner.json');
  const take = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 30_000,
      update: 10_000,
      retries: 0,
      onCompromised: (err) => {
        // Losing the lock means another process may write: stop rather than corrupt.
        console.error(`El candado de DATA_DIR se perdió (${err.message}); se detiene el servicio.`);
        process.exit(1);
      },
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const seen = mtimeOf(lockPath);
    const owner = readOwner(ownerFile);
    if (!owner || !ownerIsDead(owner)) throw locked(dataDir);
    // Two restarts racing for the same dead lock: the one that finds the lock
    // or its owner changed since it looked backs off instead of removing it.
    if (mtimeOf(lockPath) !== seen || JSON.stringify(readOwner(ownerFile)) !== JSON.stringify(owner)) throw locked(dataDir);
    fs.rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw locked(dataDir);
      throw again;
    }
  }
  fs.writeFileSync(ownerFile, JSON.stringify(currentOwner()));
  return async () => {
    fs.rmSync(ownerFile, { force: true });
    await release();
  };
}
