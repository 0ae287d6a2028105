import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  addIncidentCall,
  COMMENTS_MSG,
  groupIncidentsCall,
  INCIDENTS_MSG,
  MSG,
  rejectionMessagesCall,
  rulesCall,
  studentIncidentsCall,
  updateIncidentCall,
  updateRuleCall,
} from '@lms/contract';
import { auditTrail } from '../../db/schema/audit.js';
import { statusHistory } from '../../db/schema/status-history.js';
import { courses, groups } from '../groups/groups.schema.js';
import { incidentMessages, incidents } from './incidents.schema.js';
import { rules } from '../rules/rules.schema.js';
import { auditOf } from '../../lib/audit.js';
import { statusHistoryOf } from '../../lib/status-history.js';
import { RULES } from '../../seed/catalog.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoRuleId } from './incidents.fixtures.js';
import { demoIncidentId, demoMessageIds } from './incidents.seed.js';

let t: TestApp;
const ACCOUNTS = ['teacher', 'teacher2', 'alumno', 'reprobado', 'admin'] as const;
const cookies = {} as Record<(typeof ACCOUNTS)[number], string>;
let group3 = 0;
let group7 = 0;
const alumno = demoUserId(1, 'alumno');

/** Rows of every table an incident change writes: equal before and after a refused call. */
async function written() {
  const db = t.database.db;
  const [i] = await db.select({ n: count() }).from(incidents);
  const [m] = await db.select({ n: count() }).from(incidentMessages);
  const [h] = await db.select({ n: count() }).from(statusHistory).where(eq(statusHistory.tipo, 'incidencia'));
  const [a] = await db.select({ n: count() }).from(auditTrail).where(eq(auditTrail.tipo, 'incidencia'));
  const versions = await db.select({ id: incidents.id, v: incidents.version, e: incidents.estatus, d: incidents.deleted }).from(incidents).orderBy(asc(incidents.id));
  return { incidents: i!.n, messages: m!.n, history: h!.n, audit: a!.n, versions };
}

const groupOf = async (id: number) => (await t.database.db.select({ g: incidents.id_grupo }).from(incidents).where(eq(incidents.id, id)))[0]!.g;
const add = (body: { id_grupo: number; id_alumno: number; idreglamento: number; notas?: string | null }, cookie = cookies.teacher) =>
  t.request(addIncidentCall, { cookie, body });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-22T18:00:00Z'));
  for (const who of ACCOUNTS) cookies[who] = await t.login(1, `demo.${who}`);
  group3 = await groupOf(demoIncidentId(1, 'pendiente'));
  group7 = await groupOf(demoIncidentId(1, 'soloTeacher2'));
});
afterAll(async () => t.close());

describe('demo incidents', () => {
  it('give the rule ids the harness names, in both schools', async () => {
    const rows = await t.database.db.select({ id: rules.id, escuela: rules.escuela, idcurso: rules.idcurso, regla: rules.regla }).from(rules).orderBy(asc(rules.id));
    for (const escuela of [1, 2] as const) {
      for (const tipo of [1, 2, 3] as const) {
        RULES[tipo].forEach((regla, index) => expect(rows.find((r) => r.id === demoRuleId(escuela, tipo, index))).toEqual({ id: expect.any(Number), escuela, idcurso: tipo, regla }));
      }
    }
  });

  it('are in every status with rejection histories, in both schools', async () => {
    for (const escuela of [1, 2] as const) {
      const mine = await t.database.db.select().from(incidents).where(eq(incidents.escuela, escuela));
      expect(new Set(mine.filter((r) => r.deleted === 0).map((r) => r.estatus))).toEqual(new Set([0, 1, 2]));
      expect(mine.filter((r) => r.deleted === 1)).toHaveLength(1);
      const thread = async (key: 'rechazada' | 'respondida') =>
        t.database.db.select().from(incidentMessages).where(eq(incidentMessages.id_incidencia, demoIncidentId(escuela, key)));
      expect((await thread('rechazada')).map((m) => [m.id, m.nota_respuesta])).toEqual([[demoMessageIds(escuela, 'rechazada')[0], null]]);
      expect((await thread('respondida')).map((m) => m.nota_respuesta)).toEqual([expect.stringMatching(/^Revisé la plataforma/)]);
      const history = await statusHistoryOf(t.database.db, escuela, 'incidencia', demoIncidentId(escuela, 'respondida'));
      expect(history.map((h) => [h.de, h.a])).toEqual([[null, 0], [0, 2], [2, 0]]);
      const audit = await auditOf(t.database.db, escuela, 'incidencia', demoIncidentId(escuela, 'respondida'));
      expect(audit.map((a) => (a.despues as { version: number }).version)).toEqual([1, 2, 3]);
    }
  });

  it("cite rules of their group's course type, in adult, teens and kids groups", async () => {
    const rows = await t.database.db
      .select({ rule: rules.idcurso, course: courses.tipo_curso })
      .from(incidents)
      .innerJoin(rules, eq(rules.id, incidents.idreglamento))
      .innerJoin(groups, eq(groups.id, incidents.id_grupo))
      .innerJoin(courses, eq(courses.id, groups.id_curso));
    expect(rows.every((r) => r.rule === r.course)).toBe(true);
    expect(new Set(rows.map((r) => r.rule))).toEqual(new Set([1, 2, 3]));
  });
});

describe('GET incidencias.get.incidencias', () => {
  const page = (groupId: number, cookie = cookies.teacher, query: Record<string, string | number> = {}) =>
    t.request(groupIncidentsCall, { params: { groupId }, cookie, query });

  it("lists a group's incidents that are not deleted, newest first, ten a page, with the group's course type", async () => {
    const first = (await page(group3)).json();
    expect(first.total).toBe(11);
    expect(first.idcurso).toBe(1);
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((i: { fecha: string }) => i.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items.map((i: { idincidencias: number }) => i.idincidencias)).not.toContain(demoIncidentId(1, 'eliminada'));
    const editable = first.items.find((i: { idincidencias: number }) => i.idincidencias === demoIncidentId(1, 'editable'));
    expect(editable).toMatchObject({
      id_alumno: alumno,
      nombre_completo: 'Sofía Treviño Garza',
      regla: RULES[1][5],
      notas: null,
      estatus: 0,
      iderp: 100_001,
      grupo_incidencia: group3,
      idreglamento: demoRuleId(1, 1, 5),
      idusuarioerp: 100_004,
      idcurso: 1,
      deleted: 0,
      version: 1,
    });
    expect((await page(group3, cookies.teacher, { page: 2 })).json().items).toHaveLength(1);
    const search = (await page(group3, cookies.teacher, { search: 'CELULAR' })).json();
    expect(search.items.map((i: { regla: string; notas: string | null }) => `${i.regla} ${i.notas}`).every((s: string) => /celular/i.test(s))).toBe(true);
    expect(search.total).toBeGreaterThan(0);
  });

  it('answers teacher 2 of the group and the administrator; refuses another teacher’s group and the other school', async () => {
    expect((await page(group3, cookies.teacher2)).json().total).toBe(11);
    expect((await page(group3, cookies.admin)).statusCode).toBe(200);
    const refused = await page(group7);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.forbidden);
    expect((await page(group7, cookies.teacher2)).json().items).toHaveLength(1);
    const otherSchool = await groupOf(demoIncidentId(2, 'pendiente'));
    expect((await page(otherSchool)).statusCode).toBe(404);
    expect((await page(group3, cookies.alumno)).statusCode).toBe(403);
  });
});

describe('GET incidencias.get.misincidencias', () => {
  it("shows the student's own incidents with their messages, never a deleted one or someone else's", async () => {
    const res = await t.request(studentIncidentsCall, { params: { studentId: alumno }, cookie: cookies.alumno });
    expect(res.statusCode).toBe(200);
    const mine = res.json();
    const ids = mine.map((i: { idincidencias: number }) => i.idincidencias);
    expect(ids).toContain(demoIncidentId(1, 'porAceptar'));
    expect(ids).not.toContain(demoIncidentId(1, 'eliminada'));
    expect(ids).not.toContain(demoIncidentId(1, 'reprobado'));
    const respondida = mine.find((i: { idincidencias: number }) => i.idincidencias === demoIncidentId(1, 'respondida'));
    expect(respondida).toMatchObject({ grupo: 'ADU-N3-C', grupo_incidencia: group3, regla: RULES[1][4], estatus: 0, version: 3 });
    expect(respondida.mensajes).toEqual([
      { id: expect.any(Number), nota: expect.stringMatching(/^Sí los contesté/), fecha: expect.any(String), nota_respuesta: expect.stringMatching(/^Revisé/), fecha_respuesta: expect.any(String) },
    ]);
    expect((await t.request(studentIncidentsCall, { params: { studentId: demoUserId(1, 'reprobado') }, cookie: cookies.alumno })).statusCode).toBe(403);
  });
});

describe('POST incidencias.add.incidencia', () => {
  it('records a pending incident with the group’s cycle, the session’s teacher, a history line and an audit line', async () => {
    const res = await add({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 1, 2), notas: '  Celular durante el examen.  ' });
    expect(res.statusCode).toBe(200);
    const { message, incidencia } = res.json();
    expect(message).toBe(INCIDENTS_MSG.incidentCreated);
    expect(incidencia).toMatchObject({ estatus: 0, deleted: 0, version: 1, notas: 'Celular durante el examen.', regla: RULES[1][2], idusuarioerp: 100_004 });
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, incidencia.idincidencias));
    const [group] = await t.database.db.select({ c: incidents.id_ciclo }).from(incidents).where(eq(incidents.id, demoIncidentId(1, 'pendiente')));
    expect(row).toMatchObject({ creado_por: demoUserId(1, 'teacher'), id_ciclo: group!.c, escuela: 1 });
    const history = await statusHistoryOf(t.database.db, 1, 'incidencia', row!.id);
    expect(history.map((h) => [h.de, h.a, h.quien])).toEqual([[null, 0, 'Ricardo Villarreal Elizondo']]);
    const audit = await auditOf(t.database.db, 1, 'incidencia', row!.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ antes: null, despues: { estatus: 0, version: 1, regla: RULES[1][2], notas: 'Celular durante el examen.' } });
    // The note is optional: empty means none.
    expect((await add({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 1, 0), notas: '   ' })).json().incidencia.notas).toBeNull();
    expect((await add({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 1, 0) })).json().incidencia.notas).toBeNull();
  });

  it.each([
    ['a student of another group', () => ({ id_grupo: group3, id_alumno: demoUserId(1, 'reprobado'), idreglamento: demoRuleId(1, 1, 0) }), 400, COMMENTS_MSG.incidentStudentNotInGroup],
    ['a rule of another course', () => ({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 2, 0) }), 400, INCIDENTS_MSG.incidentRuleOtherCourse],
    ['a kids rule', () => ({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 3, 0) }), 400, INCIDENTS_MSG.incidentRuleOtherCourse],
    ['a rule of the other school', () => ({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(2, 1, 0) }), 404, INCIDENTS_MSG.ruleNotFound],
    ['another teacher’s group', () => ({ id_grupo: group7, id_alumno: demoUserId(1, 'reprobado'), idreglamento: demoRuleId(1, 1, 0) }), 403, MSG.forbidden],
    ['a note past 500 characters', () => ({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 1, 0), notas: 'x'.repeat(501) }), 400, undefined],
  ])('refuses %s and writes nothing', async (_, body, status, message) => {
    const before = await written();
    const res = await add(body());
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json().message).toBe(message);
    else expect(res.json().message).toContain('500');
    expect(await written()).toEqual(before);
  });

  it('takes a TEENS rule in a TEENS group', async () => {
    const teens = await t.database.db.select().from(incidents).where(and(eq(incidents.escuela, 1), eq(incidents.idreglamento, demoRuleId(1, 2, 0))));
    const { id_grupo, id_alumno } = teens[0]!;
    expect((await add({ id_grupo, id_alumno, idreglamento: demoRuleId(1, 2, 1) })).statusCode).toBe(200);
    expect((await add({ id_grupo, id_alumno, idreglamento: demoRuleId(1, 1, 1) })).json().message).toBe(INCIDENTS_MSG.incidentRuleOtherCourse);
    expect((await t.request(groupIncidentsCall, { params: { groupId: id_grupo }, cookie: cookies.teacher })).json().idcurso).toBe(2);
  });
});

describe('PUT incidencias.update', () => {
  const update = (id: number, body: { version: number; deleted?: 0 | 1; notas?: string | null; idreglamento?: number }, cookie = cookies.teacher) =>
    t.request(updateIncidentCall, { params: { id }, cookie, body });
  const fresh = async () => (await add({ id_grupo: group3, id_alumno: alumno, idreglamento: demoRuleId(1, 1, 0), notas: 'Primera nota.' })).json().incidencia.idincidencias as number;

  it('edits the note and the rule of a pending incident at its current version, with an audit line and no status line', async () => {
    const id = await fresh();
    const res = await update(id, { version: 1, notas: 'Nota corregida.', idreglamento: demoRuleId(1, 1, 3) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: INCIDENTS_MSG.incidentUpdated, incidencia: { notas: 'Nota corregida.', regla: RULES[1][3], version: 2, estatus: 0 } });
    expect((await statusHistoryOf(t.database.db, 1, 'incidencia', id)).map((h) => h.a)).toEqual([0]);
    const audit = await auditOf(t.database.db, 1, 'incidencia', id);
    expect(audit.at(-1)).toMatchObject({ antes: { notas: 'Primera nota.', regla: RULES[1][0], version: 1 }, despues: { notas: 'Nota corregida.', regla: RULES[1][3], version: 2 } });
    // The same values again change nothing.
    const before = await written();
    expect((await update(id, { version: 2, notas: 'Nota corregida.' })).json().message).toBe(INCIDENTS_MSG.incidentUnchanged);
    expect(await written()).toEqual(before);
  });

  it('refuses a stale version (409), a rule of another course and an empty change, writing nothing', async () => {
    const id = await fresh();
    expect((await update(id, { version: 1, notas: 'Desde otro equipo.' })).statusCode).toBe(200);
    const before = await written();
    const stale = await update(id, { version: 1, deleted: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(INCIDENTS_MSG.incidentChangedElsewhere);
    expect((await update(id, { version: 2, idreglamento: demoRuleId(1, 2, 0) })).json().message).toBe(INCIDENTS_MSG.incidentRuleOtherCourse);
    expect((await update(id, { version: 2 })).json().message).toBe(INCIDENTS_MSG.incidentUnchanged);
    expect((await update(id, { version: 2, deleted: 1, notas: 'x' })).json().message).toBe(INCIDENTS_MSG.incidentDeleteAlone);
    expect(await written()).toEqual(before);
  });

  it('deletes at the current version: a history line with a note, an audit line without "after", and the incident is gone', async () => {
    const id = await fresh();
    const res = await update(id, { version: 1, deleted: 1 });
    expect(res.json()).toMatchObject({ message: INCIDENTS_MSG.incidentDeleted, incidencia: { deleted: 1, version: 2 } });
    const history = await statusHistoryOf(t.database.db, 1, 'incidencia', id);
    expect(history.at(-1)).toMatchObject({ de: 0, a: 0, nota: INCIDENTS_MSG.incidentDeletedNote });
    expect((await auditOf(t.database.db, 1, 'incidencia', id)).at(-1)).toMatchObject({ antes: { deleted: 0 }, despues: null });
    const again = await update(id, { version: 2, deleted: 1 });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INCIDENTS_MSG.incidentNotFound);
    expect((await t.request(rejectionMessagesCall, { cookie: cookies.alumno, body: { idincidencias: id } })).statusCode).toBe(404);
  });

  it("refuses another teacher's incident (403) and the other school's (404)", async () => {
    expect((await update(demoIncidentId(1, 'soloTeacher2'), { version: 2, deleted: 1 })).statusCode).toBe(403);
    expect((await update(demoIncidentId(2, 'editable'), { version: 1, deleted: 1 })).statusCode).toBe(404);
  });
});

describe('PUT reglamento.escuela.update', () => {
  const ruleId = demoRuleId(1, 1, 6);
  it('lets an administrator of the school edit a rule’s text, which incidents then show', async () => {
    const res = await t.request(updateRuleCall, { params: { idreglamento: ruleId }, cookie: cookies.admin, body: { regla: '  Paga tu colegiatura antes del ciclo.  ' } });
    expect(res.json()).toEqual({ message: INCIDENTS_MSG.ruleUpdated, regla: { id: ruleId, regla: 'Paga tu colegiatura antes del ciclo.', idcurso: 1, curso: 'ADULTOS' } });
    const list = await t.requestJson(rulesCall, { cookie: cookies.teacher });
    expect(list.find((r) => r.id === ruleId)?.regla).toBe('Paga tu colegiatura antes del ciclo.');
  });

  it('refuses teachers, a rule of the other school and an empty text', async () => {
    expect((await t.request(updateRuleCall, { params: { idreglamento: ruleId }, cookie: cookies.teacher, body: { regla: 'Otra.' } })).statusCode).toBe(403);
    const other = await t.request(updateRuleCall, { params: { idreglamento: demoRuleId(2, 1, 0) }, cookie: cookies.admin, body: { regla: 'Otra.' } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(INCIDENTS_MSG.ruleNotFound);
    expect((await t.request(updateRuleCall, { params: { idreglamento: ruleId }, cookie: cookies.admin, body: { regla: '   ' } })).statusCode).toBe(400);
  });
});
