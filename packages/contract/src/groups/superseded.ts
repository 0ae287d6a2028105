/** What tells a student's groups of one level apart: the level, and when the group's cycle starts (YYYY-MM-DD). */
export interface LevelGroup {
  id: number;
  id_nivel: number;
  inicio_ciclo: string;
}

/**
 * The groups that are not the student's current group of their level
 * (docs/decisions/030): a student enrolled again in a level (after a failed
 * or abandoned cycle, or moved to another group) studies it in the newest
 * group only, the one whose cycle starts last (the highest id when two start
 * together). The older ones are history: their lessons, evaluations, files
 * and grades are not opened through them, so an older group can never show
 * what the newer one keeps for later.
 */
export function supersededGroupIds(groups: readonly LevelGroup[]): Set<number> {
  const newest = new Map<number, LevelGroup>();
  for (const g of groups) {
    const current = newest.get(g.id_nivel);
    if (!current || g.inicio_ciclo > current.inicio_ciclo || (g.inicio_ciclo === current.inicio_ciclo && g.id > current.id)) newest.set(g.id_nivel, g);
  }
  return new Set(groups.filter((g) => newest.get(g.id_nivel)!.id !== g.id).map((g) => g.id));
}
