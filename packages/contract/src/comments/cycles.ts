import type { CommentCycle } from './schemas.js';

/**
 * Spec 3 §5: the failing-student cycle list (like the NI report's) keeps
 * names that contain CICLO and not FE. FE is read as a word, the ERP's mark
 * on those cycles: 'CICLO 41 ENE-FEB 2026' is a January-February cycle and
 * stays (docs/decisions/028-comments.md).
 */
export function isCommentCycleName(ciclo: string): boolean {
  return /CICLO/i.test(ciclo) && !/\bFE\b/i.test(ciclo);
}

/** A cycle row of either school, dates YYYY-MM-DD. */
export interface CyclePeriod {
  id: number;
  escuela: number;
  ciclo: string;
  fecha_inicio: string;
  fecha_fin: string;
}

const DAY = 86_400_000;
const dayOf = (fecha: string) => Date.parse(`${fecha}T00:00:00Z`);

/** Days two cycles share, both ends included; 0 when they do not meet. */
export function overlapDays(a: Pick<CyclePeriod, 'fecha_inicio' | 'fecha_fin'>, b: Pick<CyclePeriod, 'fecha_inicio' | 'fecha_fin'>): number {
  const start = Math.max(dayOf(a.fecha_inicio), dayOf(b.fecha_inicio));
  const end = Math.min(dayOf(a.fecha_fin), dayOf(b.fecha_fin));
  return end < start ? 0 : Math.round((end - start) / DAY) + 1;
}

/**
 * The other brand's cycle of the same period: of `others`, the one sharing
 * the most days with `cycle` (ties: the closer start, then the lower id);
 * null when none shares a day.
 */
export function relatedCycle<C extends CyclePeriod>(cycle: CyclePeriod, others: readonly C[]): C | null {
  let best: C | null = null;
  let bestDays = 0;
  const gap = (c: CyclePeriod) => Math.abs(dayOf(c.fecha_inicio) - dayOf(cycle.fecha_inicio));
  for (const other of others) {
    const days = overlapDays(cycle, other);
    if (days === 0) continue;
    const better = best === null || days > bestDays || (days === bestDays && (gap(other) < gap(best) || (gap(other) === gap(best) && other.id < best.id)));
    if (better) {
      best = other;
      bestDays = days;
    }
  }
  return best;
}

/**
 * comentarios.ciclos.all: the school's cycles whose names pass the rule, in
 * the ERP's order (by start, oldest first), each with the other brand's
 * cycle of the same period (among those that pass the rule too).
 */
export function commentCycles(cycles: readonly CyclePeriod[], escuela: number, today?: string): CommentCycle[] {
  const named = cycles.filter((c) => isCommentCycleName(c.ciclo));
  const others = named.filter((c) => c.escuela !== escuela);
  const own = named.filter((c) => c.escuela === escuela).sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio) || a.id - b.id);
  // Ours: the current cycle (the last one started by today: the running one, or between cycles the one just ended) is the screen's first choice.
  const current = today === undefined ? undefined : own.filter((c) => c.fecha_inicio <= today).at(-1);
  return own.map((c) => ({ id_ciclo: c.id, id_ciclo_relacionado: relatedCycle(c, others)?.id ?? null, ciclo: c.ciclo, ...(c === current ? { actual: true } : {}) }));
}

/** Spec 3 §5: choosing the first cycle of the list shows 'El ciclo anterior esta cerrado…' instead of its students. */
export function isFirstCommentCycle(cycles: readonly Pick<CommentCycle, 'id_ciclo'>[], idCiclo: number): boolean {
  return cycles.length > 0 && cycles[0]!.id_ciclo === idCiclo;
}
