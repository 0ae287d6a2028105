import { beforeEach, describe, expect, it } from 'vitest';
import { enqueueSave, flushQueue, pendingMarks, queuedSaves, reloadQueue, type QueuedSave } from './offline-queue';

const save = (id: string, fecha: string, marks: Array<[number, 1 | 2]>): QueuedSave => ({
  school: 1,
  queuedAt: '2026-11-26T15:00:00Z',
  body: { id_envio: id, id_grupo: 7, fecha, sin_conexion: true, asistencias: marks.map(([id_alumno, valor_asistencia]) => ({ id_alumno, valor_asistencia })) },
});

// The web unit tests run in Node: a Storage of the phone's shape, in memory.
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });

beforeEach(() => {
  localStorage.clear();
  reloadQueue();
});

describe('the offline attendance queue', () => {
  it('keeps saves across a reload, and the last mark of a student wins', () => {
    enqueueSave(save('a', '2026-11-20', [[1, 1], [2, 2]]));
    enqueueSave(save('b', '2026-11-20', [[2, 1]]));
    reloadQueue();
    expect(queuedSaves().map((q) => q.body.asistencias)).toEqual([[{ id_alumno: 1, valor_asistencia: 1 }], [{ id_alumno: 2, valor_asistencia: 1 }]]);
    expect([...pendingMarks(1, 7, '2026-11-20')]).toEqual([[1, 1], [2, 1]]);
    expect(pendingMarks(1, 7, '2026-11-21').size).toBe(0);
    expect(pendingMarks(2, 7, '2026-11-20').size).toBe(0);
  });

  it('drops an older save whose every mark a newer one replaced', () => {
    enqueueSave(save('a', '2026-11-20', [[1, 2]]));
    enqueueSave(save('b', '2026-11-20', [[1, 1]]));
    expect(queuedSaves().map((q) => q.body.id_envio)).toEqual(['b']);
  });

  it('sends oldest first, stops at a network failure and keeps the rest', async () => {
    enqueueSave(save('a', '2026-11-19', [[1, 1]]));
    enqueueSave(save('b', '2026-11-20', [[1, 1]]));
    const sent: string[] = [];
    await flushQueue(async (q) => {
      sent.push(q.body.id_envio);
      return q.body.id_envio === 'a' ? { ok: true } : { ok: false, retry: true };
    });
    expect(sent).toEqual(['a', 'b']);
    expect(queuedSaves().map((q) => q.body.id_envio)).toEqual(['b']);
  });

  it('drops a save the server refuses for good and reports its reason', async () => {
    enqueueSave(save('a', '2026-11-01', [[1, 1]]));
    enqueueSave(save('b', '2026-11-20', [[1, 1]]));
    const refused = await flushQueue(async (q) => (q.body.id_envio === 'a' ? { ok: false, retry: false, message: 'La fecha 2026-11-01 no admite asistencia' } : { ok: true }));
    expect(refused.map((r) => [r.save.body.id_envio, r.message])).toEqual([['a', 'La fecha 2026-11-01 no admite asistencia']]);
    expect(queuedSaves()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('a replacing mark keeps the mark the server held before the first one, unless that save is being sent', async () => {
    const withBefore = (id: string, mark: 1 | 2, anterior: number | null): QueuedSave => ({
      ...save(id, '2026-11-20', []),
      body: { ...save(id, '2026-11-20', []).body, asistencias: [{ id_alumno: 1, valor_asistencia: mark, anterior }] },
    });
    // Offline: unmarked → present, then present → absent: the server still holds nothing.
    enqueueSave(withBefore('a', 1, null));
    enqueueSave(withBefore('b', 2, 1));
    expect(queuedSaves().map((q) => [q.body.id_envio, q.body.asistencias])).toEqual([['b', [{ id_alumno: 1, valor_asistencia: 2, anterior: null }]]]);

    // While 'b' is on its way, a new mark is its own save, replacing what 'b' will have stored.
    let release = () => {};
    const sending = flushQueue(
      (q) =>
        new Promise((resolve) => {
          if (q.body.id_envio === 'b') {
            enqueueSave(withBefore('c', 1, 2));
            release = () => resolve({ ok: true });
          } else resolve({ ok: true });
        }),
    );
    await Promise.resolve();
    expect(queuedSaves().map((q) => [q.body.id_envio, q.body.asistencias[0]!.anterior])).toEqual([
      ['b', null],
      ['c', 2],
    ]);
    release();
    await sending;
    expect(queuedSaves()).toEqual([]);
  });
});
