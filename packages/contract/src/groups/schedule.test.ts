import { describe, expect, it } from 'vitest';
import { classDaysLabel, isClassRunning, minutesOfDay } from './schedule.js';

const week = { lunes: 1, martes: 0, miercoles: 1, jueves: 0, viernes: 1, sabado: 0, domingo: 0 };
const group = { ...week, hora_inicio: '18:00', hora_fin: '19:30' };
// 2026-11-23 is a Monday; local time.
const at = (day: number, h: number, m: number) => new Date(2026, 10, day, h, m);

describe('isClassRunning', () => {
  it.each([
    ['Monday 18:00 (start)', at(23, 18, 0), true],
    ['Monday 19:30 (end)', at(23, 19, 30), true],
    ['Monday 19:31', at(23, 19, 31), false],
    ['Monday 17:59', at(23, 17, 59), false],
    ['Tuesday 18:30 (no class that day)', at(24, 18, 30), false],
    ['Wednesday 18:30', at(25, 18, 30), true],
    ['Sunday 18:30', at(22, 18, 30), false],
  ])('%s -> %s', (_, now, running) => {
    expect(isClassRunning(group, now)).toBe(running);
  });

  it('runs only within its cycle: a finished group is never CORRIENDO at its old hour', () => {
    const cycle = { inicio_ciclo: '2026-11-02', fin_ciclo: '2026-11-23' };
    expect(isClassRunning({ ...group, ...cycle }, at(23, 18, 30))).toBe(true);
    expect(isClassRunning({ ...group, ...cycle }, at(25, 18, 30))).toBe(false);
    expect(isClassRunning({ ...group, inicio_ciclo: '2026-11-24', fin_ciclo: '2026-12-20' }, at(23, 18, 30))).toBe(false);
  });

  it('reads HH:MM:SS and rejects nonsense times', () => {
    expect(minutesOfDay('07:05:00')).toBe(425);
    expect(minutesOfDay('25:00')).toBeNull();
    expect(isClassRunning({ ...group, hora_inicio: 'x' }, at(23, 18, 30))).toBe(false);
  });
});

describe('classDaysLabel', () => {
  it('lists the class days in Spanish', () => {
    expect(classDaysLabel(group)).toBe('Lunes, Miércoles y Viernes');
    expect(classDaysLabel({ ...group, ...{ lunes: 0, miercoles: 0 } })).toBe('Viernes');
  });
});
