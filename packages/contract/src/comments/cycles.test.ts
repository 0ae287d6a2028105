import { describe, expect, it } from 'vitest';
import { commentCycles, isCommentCycleName, isFirstCommentCycle, overlapDays, relatedCycle, type CyclePeriod } from './cycles.js';

describe('isCommentCycleName (spec 3 §5)', () => {
  it.each([
    ['CICLO 45 SEP-OCT 2026', true],
    ['ciclo 12 verano', true],
    // FE is a word, the ERP's mark: a January-February cycle keeps its place.
    ['CICLO 41 ENE-FEB 2026', true],
    ['CICLO 47 ENE-FEB 2027', true],
    ['CICLO 45 FE', false],
    ['CICLO FE 2026', false],
    ['FE-CICLO 3', false],
    ['ciclo 9 fe', false],
    ['INTENSIVO VERANO 2026', false],
    ['CURSO SABATINO FE', false],
    ['', false],
  ])('%s: %s', (name, kept) => expect(isCommentCycleName(name)).toBe(kept));
});

describe('overlapDays', () => {
  it('counts the shared days, both ends included, and 0 when apart', () => {
    expect(overlapDays({ fecha_inicio: '2026-09-07', fecha_fin: '2026-10-30' }, { fecha_inicio: '2026-09-07', fecha_fin: '2026-10-30' })).toBe(54);
    expect(overlapDays({ fecha_inicio: '2026-09-07', fecha_fin: '2026-10-30' }, { fecha_inicio: '2026-10-30', fecha_fin: '2026-12-18' })).toBe(1);
    expect(overlapDays({ fecha_inicio: '2026-09-07', fecha_fin: '2026-10-30' }, { fecha_inicio: '2026-11-02', fecha_fin: '2026-12-18' })).toBe(0);
  });
});

const cycle = (id: number, escuela: number, ciclo: string, fecha_inicio: string, fecha_fin: string): CyclePeriod => ({ id, escuela, ciclo, fecha_inicio, fecha_fin });

describe('relatedCycle', () => {
  const own = cycle(1, 1, 'CICLO 45 SEP-OCT 2026', '2026-09-07', '2026-10-30');
  it('takes the cycle sharing the most days', () => {
    const others = [cycle(20, 2, 'CICLO 44', '2026-07-06', '2026-09-10'), cycle(21, 2, 'CICLO 45', '2026-09-09', '2026-11-01')];
    expect(relatedCycle(own, others)?.id).toBe(21);
  });
  it('breaks a tie by the closer start, then the lower id', () => {
    const same = [cycle(31, 2, 'A', '2026-09-01', '2026-10-23'), cycle(30, 2, 'B', '2026-09-14', '2026-11-06')];
    // Both share 47 days; 30 starts 7 days after, 31 six days before.
    expect(relatedCycle(own, same)?.id).toBe(31);
    expect(relatedCycle(own, [cycle(41, 2, 'A', '2026-09-07', '2026-10-30'), cycle(40, 2, 'B', '2026-09-07', '2026-10-30')])?.id).toBe(40);
  });
  it('is null when no cycle of the other brand meets it', () => {
    expect(relatedCycle(own, [cycle(22, 2, 'CICLO 46', '2026-11-02', '2026-12-18')])).toBeNull();
    expect(relatedCycle(own, [])).toBeNull();
  });
});

describe('commentCycles', () => {
  const cycles = [
    cycle(3, 1, 'CICLO 46 NOV-DIC 2026', '2026-11-02', '2026-12-18'),
    cycle(1, 1, 'CICLO 41 ENE-FEB 2026', '2026-01-12', '2026-02-27'),
    cycle(2, 1, 'CICLO 45 FE', '2026-09-07', '2026-10-30'),
    cycle(4, 1, 'CICLO 45 SEP-OCT 2026', '2026-09-07', '2026-10-30'),
    cycle(5, 1, 'CURSO DE VERANO', '2026-07-06', '2026-08-28'),
    cycle(10, 2, 'CICLO 45 SEP-OCT 2026', '2026-09-07', '2026-10-30'),
    cycle(11, 2, 'CICLO 45 FE', '2026-09-07', '2026-10-30'),
    cycle(12, 2, 'CICLO 41 ENE-FEB 2026', '2026-01-12', '2026-02-27'),
  ];
  it("keeps the school's CICLO cycles without FE, oldest first, with the other brand's cycle of the period", () => {
    expect(commentCycles(cycles, 1)).toEqual([
      { id_ciclo: 1, id_ciclo_relacionado: 12, ciclo: 'CICLO 41 ENE-FEB 2026' },
      { id_ciclo: 4, id_ciclo_relacionado: 10, ciclo: 'CICLO 45 SEP-OCT 2026' },
      { id_ciclo: 3, id_ciclo_relacionado: null, ciclo: 'CICLO 46 NOV-DIC 2026' },
    ]);
    expect(commentCycles(cycles, 2).map((c) => [c.id_ciclo, c.id_ciclo_relacionado])).toEqual([
      [12, 1],
      [10, 4],
    ]);
  });
  it('marks the current cycle: the last one started by today', () => {
    expect(commentCycles(cycles, 1, '2026-11-27').filter((c) => c.actual).map((c) => c.id_ciclo)).toEqual([3]);
    // Between two cycles, the one just ended.
    expect(commentCycles(cycles, 1, '2026-11-01').filter((c) => c.actual).map((c) => c.id_ciclo)).toEqual([4]);
  });
  it('knows the first cycle of the list', () => {
    const list = commentCycles(cycles, 1);
    expect(isFirstCommentCycle(list, 1)).toBe(true);
    expect(isFirstCommentCycle(list, 4)).toBe(false);
    expect(isFirstCommentCycle([], 1)).toBe(false);
  });
});
