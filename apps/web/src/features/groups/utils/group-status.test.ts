import { describe, expect, it } from 'vitest';
import { MSG } from '@lms/contract';
import { groupStatusOf, groupTapAction } from './group-status';

describe('tapping a group (spec 2 §4, §8)', () => {
  it.each([
    [{ habil: true, reprobado: false, extraordinario: false }, 'habilitado', { kind: 'open' }],
    [{ habil: false, reprobado: false, extraordinario: false }, 'bloqueado', { kind: 'warning', message: MSG.groupBlocked }],
    [{ habil: true, reprobado: true, extraordinario: false }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
    [{ habil: false, reprobado: true, extraordinario: false }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
    [{ habil: true, reprobado: false, extraordinario: true }, 'extraordinario', { kind: 'warning', message: MSG.groupExtraordinario }],
    [{ habil: false, reprobado: false, extraordinario: true }, 'extraordinario', { kind: 'warning', message: MSG.groupExtraordinario }],
    // reprobado wins over extraordinario when both were ever set
    [{ habil: true, reprobado: true, extraordinario: true }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
  ] as const)('%j -> %s', (flags, status, action) => {
    expect(groupStatusOf(flags)).toBe(status);
    expect(groupTapAction(flags)).toEqual(action);
  });
});
