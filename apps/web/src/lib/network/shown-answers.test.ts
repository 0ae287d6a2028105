import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { keptAtLabel, oldestShownAnswer } from './shown-answers';

describe('what the offline notice dates', () => {
  it('is the oldest answer on screen; answers no screen shows and brand data do not count', () => {
    const queryClient = new QueryClient();
    const shown = (key: string, at: number, meta?: { reference: boolean }) => {
      queryClient.getQueryCache().build(queryClient, { queryKey: [key], ...(meta ? { meta } : {}) }).setData(key, { updatedAt: at, manual: false });
      return new QueryObserver(queryClient, { queryKey: [key], enabled: false, ...(meta ? { meta } : {}) }).subscribe(() => undefined);
    };
    expect(oldestShownAnswer(queryClient.getQueryCache().getAll())).toBeNull();
    shown('grupos', 2_000);
    shown('lecciones', 1_500);
    shown('escuela', 500, { reference: true });
    queryClient.getQueryCache().build(queryClient, { queryKey: ['kardex'] }).setData({}, { updatedAt: 100, manual: false });
    expect(oldestShownAnswer(queryClient.getQueryCache().getAll())).toBe(1_500);
  });

  it('reads as day/month hour:minute', () => {
    expect(keptAtLabel(new Date(2026, 10, 27, 9, 5).getTime())).toBe('27/11 09:05');
  });
});
