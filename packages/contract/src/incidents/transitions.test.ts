import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import type { IncidentStatus } from './schemas.js';
import { incidentActions, incidentTransition, type IncidentAction, type IncidentActor } from './transitions.js';
import { INCIDENTS_MSG } from './messages.js';

type Row = [IncidentActor, IncidentStatus, IncidentAction, IncidentStatus | string];

// Every actor × status × action: the status it leads to, or the refusal's message.
const table: Row[] = [
  // The student accepts from Pendiente or Rechazado.
  ['alumno', 0, 'aceptar', 1],
  ['alumno', 2, 'aceptar', 1],
  ['alumno', 1, 'aceptar', INCIDENTS_MSG.incidentAcceptNotAllowed],
  // The student rejects from Pendiente, and writes again while Rechazado.
  ['alumno', 0, 'rechazar', 2],
  ['alumno', 2, 'rechazar', 2],
  ['alumno', 1, 'rechazar', INCIDENTS_MSG.incidentRejectNotAllowed],
  // A teacher replies only to a rejection, which returns it to Pendiente.
  ['teacher', 2, 'responder', 0],
  ['teacher', 0, 'responder', INCIDENTS_MSG.incidentReplyNotAllowed],
  ['teacher', 1, 'responder', INCIDENTS_MSG.incidentReplyNotAllowed],
  // A teacher edits a pending incident only; the status stays.
  ['teacher', 0, 'editar', 0],
  ['teacher', 1, 'editar', INCIDENTS_MSG.incidentEditNotAllowed],
  ['teacher', 2, 'editar', INCIDENTS_MSG.incidentEditNotAllowed],
  // A teacher deletes at any status; the status stays (deleted = 1).
  ['teacher', 0, 'eliminar', 0],
  ['teacher', 1, 'eliminar', 1],
  ['teacher', 2, 'eliminar', 2],
];

describe('incidentTransition (spec 3 §4)', () => {
  it.each(table)('%s at %i: %s → %s', (actor, from, action, expected) => {
    const result = incidentTransition(actor, from, action);
    if (typeof expected === 'number') expect(result).toEqual({ ok: true, to: expected });
    else expect(result).toEqual({ ok: false, reason: 'status', message: expected });
  });

  it('covers every actor, status and action', () => {
    const rowsFor = (actor: IncidentActor) => table.filter((r) => r[0] === actor).length;
    expect(rowsFor('alumno')).toBe(2 * 3);
    expect(rowsFor('teacher')).toBe(3 * 3);
  });

  it.each([
    ['alumno', 'responder'],
    ['alumno', 'editar'],
    ['alumno', 'eliminar'],
    ['teacher', 'aceptar'],
    ['teacher', 'rechazar'],
  ] as const)('refuses %s doing %s whatever the status', (actor, action) => {
    for (const from of [0, 1, 2] as const) {
      expect(incidentTransition(actor, from, action)).toEqual({ ok: false, reason: 'actor', message: MSG.forbidden });
    }
  });
});

describe('incidentActions', () => {
  it.each([
    ['alumno', 0, ['aceptar', 'rechazar']],
    ['alumno', 1, []],
    ['alumno', 2, ['aceptar', 'rechazar']],
    ['teacher', 0, ['editar', 'eliminar']],
    ['teacher', 1, ['eliminar']],
    ['teacher', 2, ['responder', 'eliminar']],
  ] as const)('offers %s at %i: %j', (actor, estatus, actions) => {
    expect(incidentActions(actor, estatus)).toEqual(actions);
  });

  it('offers nothing on a deleted incident', () => {
    expect(incidentActions('teacher', 0, 1)).toEqual([]);
    expect(incidentActions('alumno', 2, 1)).toEqual([]);
  });
});
