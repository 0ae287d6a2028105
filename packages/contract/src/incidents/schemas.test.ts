import { describe, expect, it } from 'vitest';
import { INCIDENT_NOTE_MAX, INCIDENT_STATUSES, incidentNote, incidentText, rulesOfCourse } from './schemas.js';

describe('incident statuses (spec 3 §4)', () => {
  it('are 0 Pendiente, 1 Aceptado, 2 Rechazado, and nothing else', () => {
    expect(INCIDENT_STATUSES.codes).toEqual([0, 1, 2]);
    expect([0, 1, 2].map((code) => INCIDENT_STATUSES.info(code).label)).toEqual(['Pendiente', 'Aceptado', 'Rechazado']);
    expect(INCIDENT_STATUSES.schema.safeParse(3).success).toBe(false);
    expect(INCIDENT_STATUSES.schema.safeParse('1').success).toBe(false);
  });
});

describe('incident texts', () => {
  it('take an optional, trimmed note: empty or missing is none', () => {
    expect(incidentNote.parse('  Llegó tarde.  ')).toBe('Llegó tarde.');
    expect(incidentNote.parse('   ')).toBeNull();
    expect(incidentNote.parse(null)).toBeNull();
    expect(incidentNote.parse(undefined)).toBeNull();
    expect(incidentNote.safeParse('x'.repeat(INCIDENT_NOTE_MAX + 1)).success).toBe(false);
  });

  it('require a rejection or a reply, trimmed, up to the limit', () => {
    expect(incidentText.parse(' No fui yo. ')).toBe('No fui yo.');
    expect(incidentText.safeParse('  ').error?.issues[0]?.message).toBe('Requerido.');
    expect(incidentText.safeParse('x'.repeat(INCIDENT_NOTE_MAX + 1)).error?.issues[0]?.message).toBe(`La nota admite hasta ${INCIDENT_NOTE_MAX} caracteres.`);
    expect(incidentText.safeParse('x'.repeat(INCIDENT_NOTE_MAX)).success).toBe(true);
  });
});

describe('rulesOfCourse', () => {
  const rules = [
    { id: 1, idcurso: 1 },
    { id: 2, idcurso: 2 },
    { id: 3, idcurso: 3 },
    { id: 4, idcurso: 2 },
  ];
  it.each([
    [1, [1]],
    [2, [2, 4]],
    [3, [3]],
    [4, []],
  ])('offers course type %i the rules %j', (idcurso, ids) => {
    expect(rulesOfCourse(rules, idcurso).map((r) => r.id)).toEqual(ids);
  });
});
