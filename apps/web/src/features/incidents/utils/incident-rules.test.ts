import { describe, expect, it } from 'vitest';
import { INCIDENT_NOTE_MAX, type IncidentMessage, INCIDENTS_MSG, MSG } from '@lms/contract';
import { checkNewIncident, replyState, studentIncidentView, textError, threadEntries } from './incident-rules';

const note = (id: number, nota: string, reply: string | null = null): IncidentMessage => ({
  id,
  nota,
  fecha: `2026-11-0${id}T18:00:00Z`,
  nota_respuesta: reply,
  fecha_respuesta: reply === null ? null : `2026-11-0${id}T20:00:00Z`,
});

describe('threadEntries', () => {
  const messages = [note(1, 'No fui yo.', 'El registro dice otra cosa.'), note(2, 'Tengo captura.')];

  it('reads each note, then its reply, oldest first', () => {
    expect(threadEntries(messages, 'teacher').map((e) => [e.from, e.author, e.text, e.fecha])).toEqual([
      ['alumno', 'Alumno', 'No fui yo.', '2026-11-01T18:00:00Z'],
      ['teacher', 'Tú', 'El registro dice otra cosa.', '2026-11-01T20:00:00Z'],
      ['alumno', 'Alumno', 'Tengo captura.', '2026-11-02T18:00:00Z'],
    ]);
  });

  it('names the reader’s own lines "Tú"', () => {
    expect(threadEntries(messages, 'alumno').map((e) => e.author)).toEqual(['Tú', 'Teacher', 'Tú']);
    expect(new Set(threadEntries(messages, 'alumno').map((e) => e.key)).size).toBe(3);
  });

  it('is empty without messages', () => {
    expect(threadEntries([], 'teacher')).toEqual([]);
  });
});

describe('replyState (spec 3 §4: the reply box is writable only at status 2)', () => {
  const rejected = [note(1, 'No fui yo.', 'Revisado.'), note(2, 'Sigo sin estar de acuerdo.')];

  it('answers the last, unanswered note of a rejected incident', () => {
    expect(replyState(2, rejected, true)).toEqual({ writable: true, messageId: 2, hint: null });
  });

  it.each([0, 1] as const)('is shut at status %i', (estatus) => {
    expect(replyState(estatus, rejected, true)).toEqual({ writable: false, messageId: null, hint: INCIDENTS_MSG.incidentReplyWhenRejected });
  });

  it('waits for the history, and refuses when its last note is already answered', () => {
    expect(replyState(2, undefined, true)).toEqual({ writable: false, messageId: null, hint: null });
    expect(replyState(2, [note(1, 'No fui yo.', 'Revisado.')], true).writable).toBe(false);
    expect(replyState(2, [], true).writable).toBe(false);
  });

  it('lets an administrator read only', () => {
    expect(replyState(2, rejected, false)).toEqual({ writable: false, messageId: null, hint: INCIDENTS_MSG.incidentsReadOnly });
  });
});

describe('studentIncidentView (spec 3 §4: the message box at 0 or 2)', () => {
  it.each([
    [0, true, true, 'Rechazar', INCIDENTS_MSG.incidentRejectHint],
    [1, false, false, 'Rechazar', null],
    [2, true, true, 'Enviar mensaje', INCIDENTS_MSG.incidentWriteAgainHint],
  ] as const)('at %i: accept %s, write %s (%s)', (estatus, canAccept, canWrite, writeLabel, hint) => {
    expect(studentIncidentView(estatus)).toEqual({ canAccept, canWrite, writeLabel, hint });
  });
});

describe('textError', () => {
  it('requires a text, trimmed, up to the contract’s length', () => {
    expect(textError('  ')).toBe(MSG.required);
    expect(textError(' No fui yo. ')).toBeNull();
    expect(textError('x'.repeat(INCIDENT_NOTE_MAX))).toBeNull();
    expect(textError('x'.repeat(INCIDENT_NOTE_MAX + 1))).toBe(`La nota admite hasta ${INCIDENT_NOTE_MAX} caracteres.`);
  });
});

describe('checkNewIncident (the add dialog)', () => {
  it('needs a student and a rule; the note is optional and trimmed', () => {
    expect(checkNewIncident({ alumno: '', regla: '', notas: '' })).toEqual({ ok: false, errors: { alumno: MSG.required, regla: MSG.required } });
    expect(checkNewIncident({ alumno: 7, regla: 3, notas: '   ' })).toEqual({ ok: true, value: { id_alumno: 7, idreglamento: 3, notas: null } });
    expect(checkNewIncident({ alumno: 7, regla: 3, notas: ' Llegó tarde. ' })).toEqual({ ok: true, value: { id_alumno: 7, idreglamento: 3, notas: 'Llegó tarde.' } });
  });

  it('refuses a note over the limit with the contract’s message', () => {
    const check = checkNewIncident({ alumno: 7, regla: 3, notas: 'x'.repeat(INCIDENT_NOTE_MAX + 1) });
    expect(check).toEqual({ ok: false, errors: { notas: `La nota admite hasta ${INCIDENT_NOTE_MAX} caracteres.` } });
  });
});
