import { type IncidentAction, type IncidentActor, INCIDENTS_MSG, type IncidentStatus, incidentTransition, MSG } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import type { SessionContext } from '../../plugins/session.js';
import { findRule, incidentWithTeachers, type IncidentRow } from './incidents.repository.js';

/**
 * Who may touch an incident: its student, a teacher of its group (teacher 1
 * or 2), an administrator of the school (who only reads). One of the other
 * school, a deleted one or none at all does not exist for the caller (404).
 */
export async function incidentFor(db: Db, session: SessionContext, id: number): Promise<IncidentRow> {
  const found = await incidentWithTeachers(db, id);
  if (!found || found.incident.escuela !== session.escuela || found.incident.deleted === 1) throw notFound(INCIDENTS_MSG.incidentNotFound);
  const { incident } = found;
  switch (session.roll) {
    case 'ALUMNO':
      if (incident.id_alumno === session.userId) return incident;
      break;
    case 'TEACHER':
      if (session.userId === found.id_teacher || session.userId === found.id_teacher_2) return incident;
      break;
    case 'ADMINISTRADOR':
      return incident;
    default:
      break;
  }
  throw forbidden(MSG.forbidden);
}

/** The status after `action` (spec 3 §4, the contract's table); 400 with why not. */
export function assertTransition(actor: IncidentActor, from: number, action: IncidentAction): IncidentStatus {
  const result = incidentTransition(actor, from as IncidentStatus, action);
  if (result.ok) return result.to;
  throw result.reason === 'actor' ? forbidden(result.message) : badRequest(result.message, 'INCIDENT_TRANSITION');
}

/** A change made over an older version than the stored one is refused (decision 018); no version sent: not checked. */
export function assertVersion(row: IncidentRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw new HttpError(409, INCIDENTS_MSG.incidentChangedElsewhere, 'STALE_VERSION');
}

/** A rule of the caller's school (404 otherwise) for the group's course type (400 otherwise). */
export async function assertRuleFits(db: Db, escuela: number, ruleId: number, courseType: number) {
  const rule = await findRule(db, ruleId);
  if (!rule || rule.escuela !== escuela) throw notFound(INCIDENTS_MSG.ruleNotFound);
  if (rule.idcurso !== courseType) throw badRequest(INCIDENTS_MSG.incidentRuleOtherCourse);
  return rule;
}
