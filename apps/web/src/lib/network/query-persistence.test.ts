import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { attendanceCodesTodayCall } from '@lms/contract';
import { callQuery } from '../api/call-query';
import { KEPT_FOR_MS, ownerKey, startQueryPersistence, type KeptStorage, type QueryPersistence } from './query-persistence';

/** A storage in memory, as IndexedDB holds it: owner key -> JSON of the kept cache. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: KeptStorage = {
    getItem: async (key) => items.get(key),
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
    clear: async () => items.clear(),
  };
  return { items, storage };
}

/** A session that can change, like lib/session's store. */
function sessionOf(initial: string | null) {
  let owner = initial;
  const listeners = new Set<() => void>();
  return {
    owner: () => owner,
    subscribeOwner: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    change: (next: string | null) => {
      owner = next;
      listeners.forEach((l) => l());
    },
  };
}

const ALUMNO = ownerKey({ escuela: 1, userId: 7 })!;
const OTRO = ownerKey({ escuela: 2, userId: 7 })!;
let running: QueryPersistence[] = [];

function start(queryClient: QueryClient, session: ReturnType<typeof sessionOf>, storage: KeptStorage, buster = 'v1') {
  const persistence = startQueryPersistence({ queryClient, ...session, storage, buster, throttleTime: 0 });
  running.push(persistence);
  return persistence;
}

const restored = (p: QueryPersistence) => vi.waitFor(() => expect(p.isRestoring()).toBe(false));
const keptKeys = (items: Map<string, string>, owner: string) =>
  (JSON.parse(items.get(owner) ?? '{"clientState":{"queries":[]}}') as { clientState: { queries: Array<{ queryKey: unknown[] }> } }).clientState.queries.map((q) => q.queryKey[0]);

afterEach(() => {
  running.forEach((p) => p.stop());
  running = [];
});

describe('the kept query cache', () => {
  it('keeps the signed-in user’s answers under their school and user, but not failures or secrets', async () => {
    const { items, storage } = memoryStorage();
    const queryClient = new QueryClient();
    await restored(start(queryClient, sessionOf(ALUMNO), storage));
    queryClient.setQueryData(['grupos.alumno', 1, {}], [{ id: 3 }]);
    await queryClient.prefetchQuery({ queryKey: ['calificacion.grupo', 1, {}], queryFn: () => Promise.reject(new Error('sin red')), retry: false });
    // The attendance codes' read says persist: false (features/attendance).
    const codes = callQuery(attendanceCodesTodayCall, 1, { body: { id_grupo: 3 }, silent: true, persist: false });
    const teachers = [{ id_usuario: 5, nombre: 'Ricardo', turno: 1 as const, codigo: 'K7M4Q2', intentos_restantes: 5, validado: null }];
    queryClient.getQueryCache().build(queryClient, { queryKey: codes.queryKey, meta: codes.meta }).setData({ fecha: '2026-11-27', puede_generar: true, teachers });
    queryClient.setQueryData(['grupos.teachers', 1, {}], []);
    await vi.waitFor(() => expect(keptKeys(items, ALUMNO)).toEqual(['grupos.alumno', 'grupos.teachers']));
    expect(items.get(ALUMNO)).not.toContain('K7M4Q2');
  });

  it('gives a reload of the same user their answers back, and another build or an old cache nothing', async () => {
    const { items, storage } = memoryStorage();
    const first = new QueryClient();
    const persistence = start(first, sessionOf(ALUMNO), storage);
    await restored(persistence);
    first.setQueryData(['grupos.alumno', 1, {}], [{ id: 3 }]);
    await vi.waitFor(() => expect(keptKeys(items, ALUMNO)).toEqual(['grupos.alumno']));
    persistence.stop();

    const reloaded = new QueryClient();
    await restored(start(reloaded, sessionOf(ALUMNO), storage));
    expect(reloaded.getQueryData(['grupos.alumno', 1, {}])).toEqual([{ id: 3 }]);
    // Shown at once, and read again as soon as a screen shows it.
    expect(reloaded.getQueryState(['grupos.alumno', 1, {}])?.isInvalidated).toBe(true);

    const otherSchool = new QueryClient();
    await restored(start(otherSchool, sessionOf(OTRO), storage));
    expect(otherSchool.getQueryData(['grupos.alumno', 1, {}])).toBeUndefined();

    const newBuild = new QueryClient();
    await restored(start(newBuild, sessionOf(ALUMNO), storage, 'v2'));
    expect(newBuild.getQueryData(['grupos.alumno', 1, {}])).toBeUndefined();

    const old = JSON.stringify({ buster: "v1", timestamp: Date.now() - KEPT_FOR_MS - 1, clientState: { queries: [], mutations: [] } });
    const stale = memoryStorage({ [ALUMNO]: old });
    const weekLater = new QueryClient();
    await restored(start(weekLater, sessionOf(ALUMNO), stale.storage));
    expect(stale.items.has(ALUMNO)).toBe(false);
  });

  it('forgets everything kept when the session ends, and a save still on its way is dropped', async () => {
    const { items, storage } = memoryStorage();
    const queryClient = new QueryClient();
    const session = sessionOf(ALUMNO);
    await restored(start(queryClient, session, storage));
    queryClient.setQueryData(['grupos.alumno', 1, {}], [{ id: 3 }]);
    await vi.waitFor(() => expect(items.has(ALUMNO)).toBe(true));

    session.change(null);
    queryClient.setQueryData(['kardex', 1, {}], { materias: [] });
    await vi.waitFor(() => expect(items.size).toBe(0));
    // Nothing comes back once signed out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(items.size).toBe(0);
  });
});
