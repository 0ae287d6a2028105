import { formatMessage } from '../messages.js';
import { GRADES_MSG } from './messages.js';

/** Spec 3 §9: 70 of 100 passes. */
const PASSING = 70;
/** Absences that put a student at risk: this many, or this share of the classes taken (with at least 4 taken). */
export const RISK_ABSENCES = 3;
export const RISK_ABSENCE_SHARE = 0.25;

export interface GroupRiskInput {
  calificacion_total: number;
  /** The cycle is still running ('En curso'). */
  enCurso: boolean;
  aprobadoPorComentario: boolean;
  /** Attendance values of the sessions held (null: not taken). */
  asistencias: ReadonlyArray<number | null>;
  /** Every session of the group, held or not. */
  numSesiones: number;
  /** The student's incidents in the group still open (0 Pendiente or 2 Rechazado). */
  incidenciasAbiertas: number;
}

/**
 * Why a student of the teacher's group is at risk ('En riesgo', issue 10;
 * docs/decisions/026): empty when not. Three reasons, each in words:
 * - the grade: after the cycle, under 70 (unless a comment approved them);
 *   during it, fewer points than 70 × the share of the course held so far
 *   (points are banked, so that pace does not reach 70);
 * - absences: RISK_ABSENCES or more, or RISK_ABSENCE_SHARE of the classes taken;
 * - incidents still open.
 */
export function atRiskReasons(input: GroupRiskInput): string[] {
  const reasons: string[] = [];
  const held = input.asistencias.length;
  const total = input.calificacion_total;
  if (!input.aprobadoPorComentario) {
    if (!input.enCurso && total < PASSING) reasons.push(formatMessage(GRADES_MSG.atRiskFailed, { total }));
    else if (input.enCurso && input.numSesiones > 0 && held > 0) {
      const expected = Math.round(((PASSING * held) / input.numSesiones) * 100) / 100;
      if (total < expected) reasons.push(formatMessage(GRADES_MSG.atRiskPace, { total, esperado: expected }));
    }
  }
  const taken = input.asistencias.filter((v) => v !== null).length;
  const absences = input.asistencias.filter((v) => v === 2 || v === 0).length;
  if (absences >= RISK_ABSENCES || (taken >= 4 && absences / taken >= RISK_ABSENCE_SHARE)) {
    reasons.push(formatMessage(GRADES_MSG.atRiskAbsences, { faltas: absences, tomadas: taken }));
  }
  if (input.incidenciasAbiertas > 0) reasons.push(formatMessage(GRADES_MSG.atRiskIncidents, { n: input.incidenciasAbiertas }));
  return reasons;
}
