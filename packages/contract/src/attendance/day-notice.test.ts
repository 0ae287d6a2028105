import { describe, expect, it } from 'vitest';
import { attendanceDayNotice, longDay, type AttendanceCalendar } from './day-notice.js';

// CICLO 46 (2026-11-02 to 2026-12-18) with a few sessions; today Friday 2026-11-27.
const cal: AttendanceCalendar = { hoy: '2026-11-27', inicio: '2026-11-02', fin: '2026-12-18', sesiones: ['2026-11-02', '2026-11-06', '2026-11-25', '2026-11-30', '2026-12-14'] };

describe('attendanceDayNotice (decision 026)', () => {
  it('says nothing for an offered date', () => {
    expect(attendanceDayNotice(cal, '2026-11-25')).toBeNull();
    expect(attendanceDayNotice({ ...cal, sesiones: [...cal.sesiones, '2026-11-27'] }, '2026-11-27')).toBeNull();
  });

  it('says today has no class, the next one and the last one that can be taken', () => {
    expect(attendanceDayNotice(cal, '2026-11-27')).toBe(
      'Hoy no hay clase de este grupo. La siguiente clase es el lunes 30 de noviembre. La última clase que puedes tomar es la del miércoles 25 de noviembre.',
    );
  });

  it('says a past day without class had none, and the class that followed', () => {
    expect(attendanceDayNotice(cal, '2026-11-03')).toBe('El martes 3 de noviembre no hubo clase de este grupo. La siguiente clase fue el viernes 6 de noviembre.');
  });

  it('refuses a future class until its day', () => {
    expect(attendanceDayNotice(cal, '2026-11-30')).toMatch(/^La clase del lunes 30 de noviembre todavía no llega/);
  });

  it('names the cycle before it starts and after it ends, and the end of the grace week', () => {
    const next = { hoy: '2026-11-27', inicio: '2027-01-11', fin: '2027-03-05', sesiones: ['2027-01-16', '2027-01-23'] };
    expect(attendanceDayNotice(next, '2026-11-27')).toBe(
      'El ciclo de este grupo todavía no empieza: empieza el lunes 11 de enero de 2027. La siguiente clase es el sábado 16 de enero de 2027.',
    );
    expect(attendanceDayNotice({ ...cal, hoy: '2026-12-21' }, '2026-12-21')).toBe(
      'Hoy no hay clase: el ciclo de este grupo terminó el viernes 18 de diciembre. La última clase que puedes tomar es la del lunes 14 de diciembre.',
    );
    expect(attendanceDayNotice({ ...cal, hoy: '2026-12-28' }, '2026-12-28')).toBe(
      'La semana para pasar asistencia de este grupo terminó el viernes 25 de diciembre: su ciclo cerró el viernes 18 de diciembre. La última clase fue el lunes 14 de diciembre.',
    );
  });

  it('writes days in Spanish, with the year only when it is not this one', () => {
    expect(longDay('2026-11-30', '2026-11-27')).toBe('lunes 30 de noviembre');
    expect(longDay('2027-01-11', '2026-11-27')).toBe('lunes 11 de enero de 2027');
  });
});
