import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import {
  acceptIncidentCall,
  addIncidentCall,
  INCIDENTS_MSG,
  type IncidentStatus,
  rejectIncidentCall,
  rejectionMessagesCall,
  replyIncidentCall,
  updateIncidentCall,
} from '@lms/contract';
import { auditTrail } from '../../db/schema/audit.js';
import { statusHistory } from '../../db/schema/status-history.js';
import { incidentMessages, incidents } from './incidents.schema.js';
import { auditOf } from '../../lib/audit.js';
import { statusHistoryOf } from '../../lib/status-history.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoRuleId } from './incidents.fixtures.js';
import { demoIncidentId, demoMessageIds } from './incidents.seed.js';

let t: TestApp;
const ACCOUNTS = ['teacher', 'teacher2', 'alumno', 'reprobado'] as const;
const cookies = {} as Record<(typeof ACCOUNTS)[number], string>;
let group3 = 0;
const alumno = demoUserId(1, 'alumno');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const who of ACCOUNTS) cookies[who] = await t.login(1, `demo.${who}`);
  group3 = (await t.database.db.select({ g: incidents.id_grupo }).from(incidents).where(eq(incidents.id, demoIncidentId(1, 'pendiente'))))[0]!.g;
});
afterAll(async () => t.close());

/** Rows of every table an incident change writes: equal before and after a refused call. */
async function written() {
  const db = t.database.db;
  const [i] = await db.select({ n: count() }).from(incidents);
  const [m] = await db.select({ n: count() }).from(incidentMessages);
  const [h] = await db.select({ n: count() }).from(statusHistory).where(eq(statusHistory.tipo, 'incidencia'));
  const [a] = await db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.tipo, 'incidencia'));
  const rows = await db.select({ id: incidents.id, v: incidents.version, e: incidents.estatus, d: incidents.deleted, n: incidents.notas }).from(incidents).orderBy(asc(incidents.id));
  const replies = await db.select({ id: incidentMessages.id, r: incidentMessages.nota_respuesta }).from(incidentMessages).orderBy(asc(incidentMessages.id));
  return { incidents: i!.n, messages: m!.n, history: h!.n, audit: a!.n, rows, replies };
}

/** The incident's last message as the reply dialog reads it (none for a deleted incident). */
async function lastMessageId(id: number): Promise<number | undefined> {
  const res = await t.request(rejectionMessagesCall, { cookie: cookies.teacher, body: { idincidencias: id } });
  return res.statusCode === 200 ? res.json().at(-1)?.id : undefined;
}

type Action = 'aceptar' | 'rechazar' | 'responder' | 'editar' | 'eliminar';

/** Does `action` on incident `id` as its student (aceptar, rechazar) or demo.teacher (the rest). */
async function act(action: Action, id: number, version?: number) {
  const v = version === undefined ? {} : { version };
  switch (action) {
    case 'aceptar':
      return t.request(acceptIncidentCall, { cookie: cookies.alumno, body: { id, estatus: 1, ...v } });
    case 'rechazar':
      return t.request(rejectIncidentCall, { cookie: cookies.alumno, body: { idincidencias: id, nota: '  No estoy de acuerdo.  ', id: alumno, estatus: 2, iderp: 999, ...v } });
    case 'responder':
      return t.request(replyIncidentCall, {
        cookie: cookies.teacher,
        body: { idincidencias: id, nota_respuesta: 'Se mantiene.', id: (await lastMessageId(id)) ?? 1, estatus: 0, iderp: 999, ...v },
      });
    case 'editar':
      return t.request(updateIncidentCall, { params: { id }, cookie: cookies.teacher, body: { version: version ?? (await versionOf(id)), notas: `Editada ${Date.now()}` } });
    case 'eliminar':
      return t.request(updateIncidentCall, { params: { id }, cookie: cookies.teacher, body: { version: version ?? (await versionOf(id)), deleted: 1 } });
  }
}

const versionOf = async (id: number) => (await t.database.db.select({ v: incidents.version }).from(incidents).where(eq(incidents.id, id)))[0]!.v;

/** A new incident of demo.alumno in group 3, brought to `status` through the calls (2: rejected once; 1: accepted). */
async function incidentAt(status: IncidentStatus): Promise<number> {
  const res = await t.request(addIncidentCall, { cookie: cookies.teacher, body: { id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 1, 0), notas: 'Retardo.' } });
  const id = res.json().incidencia.idincidencias as number;
  if (status === 2) expect((await act('rechazar', id)).statusCode).toBe(200);
  if (status === 1) expect((await act('aceptar', id)).statusCode).toBe(200);
  return id;
}

describe('incident transitions (spec 3 §4)', () => {
  // [action, from, answer, status afterwards, whether a status-history line is written]
  const table: Array<[Action, IncidentStatus, number, IncidentStatus, boolean]> = [
    ['aceptar', 0, 200, 1, true],
    ['aceptar', 2, 200, 1, true],
    ['aceptar', 1, 400, 1, false],
    ['rechazar', 0, 200, 2, true],
    ['rechazar', 2, 200, 2, true],
    ['rechazar', 1, 400, 1, false],
    ['responder', 2, 200, 0, true],
    ['responder', 0, 400, 0, false],
    ['responder', 1, 400, 1, false],
    ['editar', 0, 200, 0, false],
    ['editar', 1, 400, 1, false],
    ['editar', 2, 400, 2, false],
    ['eliminar', 0, 200, 0, true],
    ['eliminar', 1, 200, 1, true],
    ['eliminar', 2, 200, 2, true],
  ];

  it.each(table)('%s from %i answers %i and leaves status %i', async (action, from, status, after, historyLine) => {
    const id = await incidentAt(from);
    const before = await written();
    const history = (await statusHistoryOf(t.database.db, 1, 'incidencia', id)).length;
    const audit = (await auditOf(t.database.db, 1, 'incidencia', id)).length;
    const res = await act(action, id);
    expect(res.statusCode, res.body).toBe(status);
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, id));
    expect(row!.estatus).toBe(after);
    if (status !== 200) {
      expect(res.json().message).toEqual(expect.any(String));
      expect(await written()).toEqual(before);
      return;
    }
    expect(row!.version).toBe(before.rows.find((r) => r.id === id)!.v + 1);
    const lines = await statusHistoryOf(t.database.db, 1, 'incidencia', id);
    expect(lines).toHaveLength(history + (historyLine ? 1 : 0));
    if (historyLine) expect(lines.at(-1)).toMatchObject({ de: from, a: after });
    const trail = await auditOf(t.database.db, 1, 'incidencia', id);
    expect(trail).toHaveLength(audit + 1);
    expect(trail.at(-1)).toMatchObject({ antes: { estatus: from, version: row!.version - 1 }, despues: action === 'eliminar' ? null : { estatus: after, version: row!.version } });
  });

  it('keeps the rejection notes and replies as the history, oldest first, trimmed', async () => {
    const id = await incidentAt(2);
    await act('responder', id);
    await act('rechazar', id);
    const history = (await t.request(rejectionMessagesCall, { cookie: cookies.alumno, body: { idincidencias: id, iderp: 1 } })).json();
    expect(history.map((m: { nota: string; nota_respuesta: string | null }) => [m.nota, m.nota_respuesta])).toEqual([
      ['No estoy de acuerdo.', 'Se mantiene.'],
      ['No estoy de acuerdo.', null],
    ]);
    const lines = await statusHistoryOf(t.database.db, 1, 'incidencia', id);
    expect(lines.map((l) => [l.de, l.a, l.quien, l.nota])).toEqual([
      [null, 0, 'Ricardo Villarreal Elizondo', null],
      [0, 2, 'Sofía Treviño Garza', 'No estoy de acuerdo.'],
      [2, 0, 'Ricardo Villarreal Elizondo', 'Se mantiene.'],
      [0, 2, 'Sofía Treviño Garza', 'No estoy de acuerdo.'],
    ]);
  });

  it('refuses any change to a deleted incident (404)', async () => {
    const id = await incidentAt(2);
    expect((await act('eliminar', id)).statusCode).toBe(200);
    for (const action of ['aceptar', 'rechazar', 'responder', 'editar', 'eliminar'] as const) {
      const res = await act(action, id);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().message).toBe(INCIDENTS_MSG.incidentNotFound);
    }
  });
});

describe('what a status change may carry', () => {
  it.each([
    ['update.estatus.incidencias with estatus 2', () => t.request(acceptIncidentCall, { cookie: cookies.alumno, body: { id: demoIncidentId(1, 'porAceptar'), estatus: 2 } }), INCIDENTS_MSG.incidentAcceptOnly],
    ['update.estatus.incidencias with estatus 0', () => t.request(acceptIncidentCall, { cookie: cookies.alumno, body: { id: demoIncidentId(1, 'porAceptar'), estatus: 0 } }), INCIDENTS_MSG.incidentAcceptOnly],
    [
      'add.incidencias.mensaje with estatus 1',
      () => t.request(rejectIncidentCall, { cookie: cookies.alumno, body: { idincidencias: demoIncidentId(1, 'pendiente'), nota: 'No.', id: alumno, estatus: 1 } }),
      INCIDENTS_MSG.incidentRejectStatus,
    ],
    [
      'add.incidencias.mensaje without a note',
      () => t.request(rejectIncidentCall, { cookie: cookies.alumno, body: { idincidencias: demoIncidentId(1, 'pendiente'), nota: '   ', id: alumno, estatus: 2 } }),
      undefined,
    ],
    [
      'a reply with estatus 2',
      () => t.request(replyIncidentCall, { cookie: cookies.teacher, body: { idincidencias: demoIncidentId(1, 'rechazada'), nota_respuesta: 'Ok.', id: demoMessageIds(1, 'rechazada')[0]!, estatus: 2 } }),
      INCIDENTS_MSG.incidentReplyStatus,
    ],
    [
      'a reply past 500 characters',
      () => t.request(replyIncidentCall, { cookie: cookies.teacher, body: { idincidencias: demoIncidentId(1, 'rechazada'), nota_respuesta: 'x'.repeat(501), id: demoMessageIds(1, 'rechazada')[0]!, estatus: 0 } }),
      undefined,
    ],
    [
      'an estatus that does not exist',
      () => t.request(acceptIncidentCall, { cookie: cookies.alumno, body: { id: demoIncidentId(1, 'porAceptar'), estatus: 3 as 1 } }),
      undefined,
    ],
  ])('refuses %s (400) and writes nothing', async (_, send, message) => {
    const before = await written();
    const res = await send();
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(/^(Datos inválidos|Requerido)/);
    expect(await written()).toEqual(before);
  });

  it('answers only the last unanswered message of the incident', async () => {
    const id = await incidentAt(2);
    const first = (await lastMessageId(id))!;
    await act('responder', id);
    await act('rechazar', id);
    const before = await written();
    const old = await t.request(replyIncidentCall, { cookie: cookies.teacher, body: { idincidencias: id, nota_respuesta: 'Ok.', id: first, estatus: 0 } });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(INCIDENTS_MSG.incidentMessageNotLast);
    const foreign = await t.request(replyIncidentCall, { cookie: cookies.teacher, body: { idincidencias: id, nota_respuesta: 'Ok.', id: demoMessageIds(1, 'reprobado')[0]!, estatus: 0 } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(INCIDENTS_MSG.incidentMessageNotFound);
    expect(await written()).toEqual(before);
  });

  it('refuses a student call naming an older version (409), and takes one without a version', async () => {
    const id = await incidentAt(0);
    const stale = await act('rechazar', id, 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(INCIDENTS_MSG.incidentChangedElsewhere);
    expect((await act('rechazar', id, 1)).json()).toEqual({ message: INCIDENTS_MSG.incidentRejected, idincidencias: id, estatus: 2, version: 2 });
    expect((await act('aceptar', id)).json()).toMatchObject({ estatus: 1, version: 3 });
  });

  it('lets two teachers replying at once answer once: the second finds it pending', async () => {
    const id = await incidentAt(2);
    const message = (await lastMessageId(id))!;
    const reply = (cookie: string) => t.request(replyIncidentCall, { cookie, body: { idincidencias: id, nota_respuesta: 'Respuesta.', id: message, estatus: 0 } });
    const answers = await Promise.all([reply(cookies.teacher), reply(cookies.teacher2)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await statusHistoryOf(t.database.db, 1, 'incidencia', id)).filter((l) => l.a === 0)).toHaveLength(2);
  });
});

describe('who may change an incident', () => {
  it.each([
    ['a student answering another student’s incident', () => t.request(rejectIncidentCall, { cookie: cookies.reprobado, body: { idincidencias: demoIncidentId(1, 'pendiente'), nota: 'No.', id: demoUserId(1, 'reprobado'), estatus: 2 } }), 403],
    ['a student accepting another student’s incident', () => t.request(acceptIncidentCall, { cookie: cookies.reprobado, body: { id: demoIncidentId(1, 'porAceptar'), estatus: 1 } }), 403],
    ['a student writing in another student’s name', () => t.request(rejectIncidentCall, { cookie: cookies.reprobado, body: { idincidencias: demoIncidentId(1, 'reprobado'), nota: 'No.', id: alumno, estatus: 2 } }), 403],
    ['a student reading another student’s history', () => t.request(rejectionMessagesCall, { cookie: cookies.reprobado, body: { idincidencias: demoIncidentId(1, 'respondida') } }), 403],
    ['a teacher replying in a group they do not teach', () => t.request(replyIncidentCall, { cookie: cookies.teacher, body: { idincidencias: demoIncidentId(1, 'soloTeacher2'), nota_respuesta: 'Ok.', id: demoMessageIds(1, 'soloTeacher2')[0]!, estatus: 0 } }), 403],
    ['a teacher accepting for the student', () => t.request(acceptIncidentCall, { cookie: cookies.teacher, body: { id: demoIncidentId(1, 'porAceptar'), estatus: 1 } }), 403],
    ['a student deleting', () => t.request(updateIncidentCall, { params: { id: demoIncidentId(1, 'pendiente') }, cookie: cookies.alumno, body: { version: 1, deleted: 1 } }), 403],
    ['the other school’s incident', () => t.request(acceptIncidentCall, { cookie: cookies.alumno, body: { id: demoIncidentId(2, 'porAceptar'), estatus: 1 } }), 404],
  ])('refuses %s and writes nothing', async (_, send, status) => {
    const before = await written();
    expect((await send()).statusCode).toBe(status);
    expect(await written()).toEqual(before);
  });

  it('lets teacher 2 of the group reply', async () => {
    const id = await incidentAt(2);
    const res = await t.request(replyIncidentCall, { cookie: cookies.teacher2, body: { idincidencias: id, nota_respuesta: 'Revisado.', id: (await lastMessageId(id))!, estatus: 0 } });
    expect(res.json()).toMatchObject({ message: INCIDENTS_MSG.incidentReplied, estatus: 0 });
  });
});
