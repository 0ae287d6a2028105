import { describe, expect, it } from 'vitest';
import { MSG } from '@lms/contract';
import { groupStatusOf, groupTapAction } from './group-status';

describe('tapping a group (spec 2 §4, §8)', () => {
  it.each([
    [{ habil: true, reprobado: false, extraordinario: false, anterior: false }, 'habilitado', { kind: 'open' }],
    [{ habil: false, reprobado: false, extraordinario: false, anterior: false }, 'bloqueado', { kind: 'warning', message: MSG.groupBlocked }],
    [{ habil: true, reprobado: true, extraordinario: false, anterior: false }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
    [{ habil: false, reprobado: true, extraordinario: false, anterior: false }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
    [{ habil: true, reprobado: false, extraordinario: true, anterior: false }, 'extraordinario', { kind: 'warning', message: MSG.groupExtraordinario }],
    [{ habil: false, reprobado: false, extraordinario: true, anterior: false }, 'extraordinario', { kind: 'warning', message: MSG.groupExtraordinario }],
    // An older group of a level taken again is history (decision 030); a failed one still says so.
    [{ habil: true, reprobado: false, extraordinario: false, anterior: true }, 'anterior', { kind: 'warning', message: MSG.groupSuperseded }],
    [{ habil: false, reprobado: false, extraordinario: false, anterior: true }, 'anterior', { kind: 'warning', message: MSG.groupSuperseded }],
    [{ habil: true, reprobado: true, extraordinario: false, anterior: true }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
    // reprobado wins over extraordinario when both were ever set
    [{ habil: true, reprobado: true, extraordinario: true, anterior: false }, 'reprobado', { kind: 'warning', message: MSG.groupFailed }],
  ] as const)('%j -> %s', (flags, status, action) => {
    expect(groupStatusOf(flags)).toBe(status);
    expect(groupTapAction(flags)).toEqual(action);
  });
});
