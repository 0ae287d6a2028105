import { describe, expect, it } from 'vitest';
import { scheduleChips, scheduleLegend, teacherTurnOf, type TeacherTurn } from './teacher-schedule';

const NONE = { lunes: 0, martes: 0, miercoles: 0, jueves: 0, viernes: 0, sabado: 0, domingo: 0 };
const EVERY_DAY = { lunes: 1, martes: 1, miercoles: 1, jueves: 1, viernes: 1, sabado: 1, domingo: 1 };
const owned = (turn: TeacherTurn, days = EVERY_DAY) =>
  scheduleChips(days, turn)
    .filter((chip) => chip.own)
    .map((chip) => chip.label);

describe('which teacher the user is (grupos.informacion)', () => {
  it.each([
    [{ id_teacher: 7, id_teacher_2: 8 }, 7, 1],
    [{ id_teacher: 7, id_teacher_2: 8 }, 8, 2],
    [{ id_teacher: 7, id_teacher_2: 8 }, 9, null],
    [{ id_teacher: null, id_teacher_2: null }, 7, null],
    // The same person in both places counts as teacher 1.
    [{ id_teacher: 7, id_teacher_2: 7 }, 7, 1],
  ] as const)('%j, user %i -> %s', (group, userId, turn) => {
    expect(teacherTurnOf(group, userId)).toBe(turn);
  });
});

describe('schedule chips (spec 3 §2)', () => {
  it('one chip per class day, Monday first and Sunday last', () => {
    expect(scheduleChips(EVERY_DAY, 1).map((chip) => chip.label)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(scheduleChips({ ...NONE, martes: 1, jueves: 1 }, 1).map((chip) => chip.day)).toEqual(['martes', 'jueves']);
    expect(scheduleChips(NONE, 1)).toEqual([]);
  });

  it.each([
    [1, ['Lunes', 'Martes', 'Miércoles', 'Sábado', 'Domingo']],
    [2, ['Jueves', 'Viernes', 'Sábado', 'Domingo']],
    [null, ['Sábado', 'Domingo']],
  ] as const)('teacher %s owns %j of a group that meets every day', (turn, days) => {
    expect(owned(turn)).toEqual(days);
  });

  it('only days the group meets are shown, owned or not', () => {
    const monWed = { ...NONE, lunes: 1, miercoles: 1 };
    expect(scheduleChips(monWed, 2)).toEqual([
      { day: 'lunes', label: 'Lunes', own: false },
      { day: 'miercoles', label: 'Miércoles', own: false },
    ]);
    expect(owned(1, monWed)).toEqual(['Lunes', 'Miércoles']);
  });
});

describe('the legend under the chips', () => {
  it.each([
    [1, EVERY_DAY, 'Eres teacher 1. Resaltados, tus días: lunes, martes, miércoles, sábado y domingo.'],
    [2, EVERY_DAY, 'Eres teacher 2. Resaltados, tus días: jueves, viernes, sábado y domingo.'],
    [2, { ...NONE, viernes: 1 }, 'Eres teacher 2. Resaltados, tus días: viernes.'],
    [2, { ...NONE, lunes: 1, martes: 1 }, 'Eres teacher 2: ninguno de los días de este grupo te toca.'],
    [null, EVERY_DAY, 'Resaltados, los días de ambos teachers: sábado y domingo.'],
    [null, { ...NONE, lunes: 1 }, 'No eres teacher de este grupo: ningún día está resaltado.'],
    [1, NONE, 'Este grupo aún no tiene días de clase asignados.'],
  ] as const)('teacher %s, %j', (turn, days, legend) => {
    expect(scheduleLegend(scheduleChips(days, turn), turn)).toBe(legend);
  });
});
