import { describe, expect, it } from 'vitest';
import { registrationProgressSchedule } from './registration-progress';

describe('registration countdown (spec 2 §9)', () => {
  it('adds 5 each second after a 500 ms start, up to 100', () => {
    const schedule = registrationProgressSchedule();
    expect(schedule).toHaveLength(20);
    expect(schedule[0]).toEqual({ atMs: 1500, value: 5 });
    expect(schedule[1]).toEqual({ atMs: 2500, value: 10 });
    expect(schedule.at(-1)).toEqual({ atMs: 20_500, value: 100 });
    expect(schedule.every((tick, i) => i === 0 || tick.atMs - schedule[i - 1]!.atMs === 1000)).toBe(true);
  });
});
