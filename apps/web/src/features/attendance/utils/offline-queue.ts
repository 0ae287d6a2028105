import type { AttendanceSave, SchoolId } from '@lms/contract';

/**
 * Attendance saves kept on the phone while there is no network (issue 10,
 * docs/decisions/026). Each keeps the id the server uses to apply it once, so
 * sending one again after a lost answer is harmless. Kept in localStorage:
 * closing the app or a reload does not lose them.
 */
export interface QueuedSave {
  school: SchoolId;
  body: AttendanceSave & { id_envio: string };
  /** When the teacher saved it, ISO. */
  queuedAt: string;
}

/** A queued save the server refused (a date no longer allowed…): it is dropped and its reason shown. */
export interface RefusedSave {
  save: QueuedSave;
  message: string;
}

const KEY = 'lms.asistencias.pendientes';
const listeners = new Set<() => void>();
let cache: QueuedSave[] | null = null;

function read(): QueuedSave[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cache = Array.isArray(parsed) ? (parsed as QueuedSave[]) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: QueuedSave[]): void {
  cache = next;
  if (next.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(next));
  listeners.forEach((l) => l());
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const queuedSaves = (): readonly QueuedSave[] => read();

/** The save being sent right now: it is no longer merged into (the server may already hold it). */
let inFlight: string | null = null;

/**
 * Keeps a save. A newer save of the same group and date replaces the marks
 * of the same students in older ones, so the last mark the teacher made wins;
 * the replacing mark takes over the replaced one's `anterior`, the mark the
 * server held before either (otherwise the teacher's own kept mark would look
 * like someone else's change).
 */
export function enqueueSave(save: QueuedSave): void {
  const sameDay = (q: QueuedSave) =>
    q.body.id_envio !== inFlight && q.school === save.school && q.body.id_grupo === save.body.id_grupo && q.body.fecha === save.body.fecha;
  const newIds = new Set(save.body.asistencias.map((m) => m.id_alumno));
  const replaced = new Map(read().filter(sameDay).flatMap((q) => q.body.asistencias.filter((m) => newIds.has(m.id_alumno)).map((m) => [m.id_alumno, m] as const)));
  const asistencias = save.body.asistencias.map((m) => {
    const older = replaced.get(m.id_alumno);
    return older && older.anterior !== undefined ? { ...m, anterior: older.anterior } : m;
  });
  const kept = read()
    .map((q) => (sameDay(q) ? { ...q, body: { ...q.body, asistencias: q.body.asistencias.filter((m) => !newIds.has(m.id_alumno)) } } : q))
    .filter((q) => q.body.asistencias.length > 0);
  write([...kept, { ...save, body: { ...save.body, asistencias } }]);
}

/** The marks waiting for one group and date, by student (later saves win). */
export function pendingMarks(school: SchoolId, groupId: number, fecha: string, saves: readonly QueuedSave[] = read()): Map<number, 1 | 2> {
  const marks = new Map<number, 1 | 2>();
  for (const q of saves) {
    if (q.school !== school || q.body.id_grupo !== groupId || q.body.fecha !== fecha) continue;
    for (const m of q.body.asistencias) marks.set(m.id_alumno, m.valor_asistencia);
  }
  return marks;
}

export type SendResult = { ok: true } | { ok: false; retry: true } | { ok: false; retry: false; message: string };

let flushing: Promise<RefusedSave[]> | null = null;

/**
 * Sends the kept saves oldest first, and those kept meanwhile. A save the
 * server took, or refused for good (4xx), leaves the queue; a network failure
 * stops and keeps the rest for the next try. One flush at a time.
 */
export function flushQueue(send: (save: QueuedSave) => Promise<SendResult>): Promise<RefusedSave[]> {
  flushing ??= (async () => {
    const refused: RefusedSave[] = [];
    try {
      // Read afresh each turn: a save kept while this flush runs goes in the same flush.
      const tried = new Set<string>();
      for (let save = read()[0]; save; save = read().find((q) => !tried.has(q.body.id_envio))) {
        tried.add(save.body.id_envio);
        inFlight = save.body.id_envio;
        const result = await send(save).finally(() => (inFlight = null));
        if (!result.ok && result.retry) break;
        if (!result.ok) refused.push({ save, message: result.message });
        write(read().filter((q) => q.body.id_envio !== save.body.id_envio));
      }
    } finally {
      flushing = null;
    }
    return refused;
  })();
  return flushing;
}

/** Forgets the in-memory copy (tests, and another tab's change). */
export function reloadQueue(): void {
  cache = null;
  listeners.forEach((l) => l());
}
