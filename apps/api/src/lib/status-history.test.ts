import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineStatuses, statusHistoryEntry } from '@lms/contract';
import { demoUserId } from '../seed/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { changeStatus, statusHistoryOf } from './status-history.js';

const INCIDENT = defineStatuses({ 0: { label: 'Pendiente', color: 'warning' }, 1: { label: 'Aceptado', color: 'success' }, 2: { label: 'Rechazado', color: 'error' } });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('status history', () => {
  it('keeps who, when, from, to and the note of each change, oldest first, in the contract shape', async () => {
    const db = t.database.db;
    const teacher = demoUserId(1, 'teacher');
    const student = demoUserId(1, 'alumno');
    let status: number | null = null;
    const set = (to: number) => async () => {
      const from = status;
      status = to;
      return from;
    };
    await changeStatus(db, { escuela: 1, kind: 'incidencia', recordId: 7, by: teacher, to: 0, at: new Date('2026-11-20T15:00:00Z') }, set(0));
    await changeStatus(db, { escuela: 1, kind: 'incidencia', recordId: 7, by: student, to: 2, note: '  No llegué tarde: hay registro.  ', at: new Date('2026-11-21T15:00:00Z') }, set(2));
    // Another record and another school do not mix in.
    await changeStatus(db, { escuela: 1, kind: 'incidencia', recordId: 8, by: teacher, to: 0, at: new Date('2026-11-20T15:00:00Z') }, async () => null);
    await changeStatus(db, { escuela: 2, kind: 'incidencia', recordId: 7, by: demoUserId(2, 'teacher'), to: 0, at: new Date('2026-11-20T15:00:00Z') }, async () => null);

    const history = await statusHistoryOf(db, 1, 'incidencia', 7);
    expect(history.map(({ id: _id, ...line }) => line)).toEqual([
      { fecha: '2026-11-20T15:00:00.000Z', quien: expect.any(String), de: null, a: 0, nota: null },
      { fecha: '2026-11-21T15:00:00.000Z', quien: 'Sofía Treviño Garza', de: 0, a: 2, nota: 'No llegué tarde: hay registro.' },
    ]);
    for (const line of history) expect(statusHistoryEntry(INCIDENT.schema).safeParse(line).success).toBe(true);
  });

  it('keeps no line when the change itself fails', async () => {
    const db = t.database.db;
    await expect(
      changeStatus(db, { escuela: 1, kind: 'ticket', recordId: 99, by: demoUserId(1, 'admin'), to: 6, at: new Date() }, async () => {
        throw new Error('the ticket is closed already');
      }),
    ).rejects.toThrow('closed already');
    expect(await statusHistoryOf(db, 1, 'ticket', 99)).toEqual([]);
  });
});
