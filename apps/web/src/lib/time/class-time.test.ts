import { describe, expect, it } from 'vitest';
import { classTimeRange, formatClassTime } from './class-time';

describe('class times', () => {
  it.each([
    ['07:00:00', '7:00'],
    ['19:30', '19:30'],
    ['00:00', '0:00'],
    ['23:59:00', '23:59'],
    ['sin hora', 'sin hora'],
  ])('%s -> %s', (input, output) => {
    expect(formatClassTime(input)).toBe(output);
  });

  it('joins a range', () => {
    expect(classTimeRange('07:00:00', '09:00:00')).toBe('7:00 a 9:00');
  });
});
