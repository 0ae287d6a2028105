import { describe, expect, it } from 'vitest';
import { GROUP_NEXT_MSG, MSG } from '@lms/contract';
import { groupStatusOf, groupTapAction } from './group-status';

const failedAction = { kind: 'warning', message: MSG.groupFailed, next: GROUP_NEXT_MSG.groupFailedNext } as const;
const extraAction = { kind: 'warning', message: MSG.groupExtraordinario, next: GROUP_NEXT_MSG.groupExtraordinarioNext, extraordinaryOf: 1 } as const;

describe('tapping a group (spec 2 §4, §8)', () => {
  it.each([
    [{ habil: true, reprobado: false, extraordinario: false, anterior: false }, 'habilitado', { kind: 'open' }],
    [{ habil: false, reprobado: false, extraordinario: false, anterior: false }, 'bloqueado', { kind: 'warning', message: MSG.groupBlocked }],
    [{ habil: true, reprobado: true, extraordinario: false, anterior: false }, 'reprobado', failedAction],
    [{ habil: false, reprobado: true, extraordinario: false, anterior: false }, 'reprobado', failedAction],
    [{ habil: true, reprobado: false, extraordinario: true, anterior: false }, 'extraordinario', extraAction],
    [{ habil: false, reprobado: false, extraordinario: true, anterior: false }, 'extraordinario', extraAction],
    // An older group of a level taken again is history (decision 030); a failed one still says so.
    [{ habil: true, reprobado: false, extraordinario: false, anterior: true }, 'anterior', { kind: 'warning', message: MSG.groupSuperseded }],
    [{ habil: false, reprobado: false, extraordinario: false, anterior: true }, 'anterior', { kind: 'warning', message: MSG.groupSuperseded }],
    [{ habil: true, reprobado: true, extraordinario: false, anterior: true }, 'reprobado', failedAction],
    // reprobado wins over extraordinario when both were ever set
    [{ habil: true, reprobado: true, extraordinario: true, anterior: false }, 'reprobado', failedAction],
  ] as const)('%j -> %s', (flags, status, action) => {
    expect(groupStatusOf(flags)).toBe(status);
    expect(groupTapAction({ ...flags, id: 1, nivel: 'Nivel 1' })).toEqual(action);
  });
});

describe('a disabled group says what it waits for (decision 033)', () => {
  const g = (id: number, flags: Partial<{ habil: boolean; reprobado: boolean; extraordinario: boolean; anterior: boolean }> = {}) => ({
    id,
    nivel: `Nivel ${id}`,
    habil: true,
    reprobado: false,
    extraordinario: false,
    anterior: false,
    ...flags,
  });

  it('the extraordinary exam of an earlier level, with the way to take it', () => {
    const list = [g(1), g(2, { extraordinario: true }), g(3, { habil: false })];
    expect(groupTapAction(list[2]!, list)).toEqual({
      kind: 'warning',
      message: MSG.groupBlocked,
      next: 'Primero presenta el examen extraordinario de Nivel 2: con 70 o más se abre este grupo.',
      extraordinaryOf: 2,
    });
  });

  it('a level failed for good: the branch relocates', () => {
    const list = [g(1, { habil: false }), g(2, { reprobado: true })];
    expect(groupTapAction(list[0]!, list)).toMatchObject({ next: 'No acreditaste Nivel 2: tu sucursal te reubica de nivel.' });
  });

  it("the previous level's passing grade", () => {
    const list = [g(1), g(2), g(3, { habil: false })];
    expect(groupTapAction(list[2]!, list)).toMatchObject({ next: 'Se abre cuando tengas tu calificación aprobatoria de Nivel 2.' });
  });
});
