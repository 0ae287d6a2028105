import { describe, expect, it } from 'vitest';
import { supersededGroupIds } from './superseded.js';

describe('supersededGroupIds', () => {
  it('keeps one group per level: the one whose cycle starts last', () => {
    const groups = [
      { id: 10, id_nivel: 3, inicio: '2026-09-01' },
      { id: 4, id_nivel: 3, inicio: '2026-01-12' },
      { id: 7, id_nivel: 2, inicio: '2025-09-01' },
    ];
    expect([...supersededGroupIds(groups)]).toEqual([4]);
  });

  it('takes the highest id when two groups of a level start together (a student moved to another group)', () => {
    expect([...supersededGroupIds([{ id: 12, id_nivel: 5, inicio: '2026-09-01' }, { id: 9, id_nivel: 5, inicio: '2026-09-01' }])]).toEqual([9]);
  });

  it('supersedes nothing when every level has one group', () => {
    expect(supersededGroupIds([{ id: 1, id_nivel: 1, inicio: '2025-01-01' }, { id: 2, id_nivel: 2, inicio: '2024-01-01' }]).size).toBe(0);
    expect(supersededGroupIds([]).size).toBe(0);
  });
});
