import { MSG } from '../messages.js';
import type { IncidentStatus } from './schemas.js';
import { INCIDENTS_MSG } from './messages.js';

/**
 * Who acts on an incident: its student, or a teacher of its group. (An
 * administrator reads incidents and acts on none.)
 */
export type IncidentActor = 'alumno' | 'teacher';

/**
 * What can be done to an incident that is not deleted:
 * - aceptar: the student accepts it;
 * - rechazar: the student rejects it with a note (again while rejected: another note);
 * - responder: a teacher replies to the student's last note;
 * - editar: a teacher changes the note or the rule;
 * - eliminar: a teacher deletes it (deleted = 1; the status stays).
 */
export type IncidentAction = 'aceptar' | 'rechazar' | 'responder' | 'editar' | 'eliminar';

interface TransitionRule {
  readonly actor: IncidentActor;
  readonly from: readonly IncidentStatus[];
  /** The status afterwards; null: it keeps the one it had. */
  readonly to: IncidentStatus | null;
  /** Why it is refused from any other status. */
  readonly refused: string;
}

/**
 * Spec 3 §4 as a table (docs/decisions/027-incidents.md): a student who
 * accepts sets 1; a student who rejects with a note sets 2 (the message box
 * shows at 0 or 2); a teacher's reply returns it to 0 (the reply box is
 * writable only at 2). Editing is for a pending incident, before the student
 * answered it; deleting is allowed at any status. Anything else is refused.
 */
export const INCIDENT_TRANSITIONS: Readonly<Record<IncidentAction, TransitionRule>> = {
  aceptar: { actor: 'alumno', from: [0, 2], to: 1, refused: INCIDENTS_MSG.incidentAcceptNotAllowed },
  rechazar: { actor: 'alumno', from: [0, 2], to: 2, refused: INCIDENTS_MSG.incidentRejectNotAllowed },
  responder: { actor: 'teacher', from: [2], to: 0, refused: INCIDENTS_MSG.incidentReplyNotAllowed },
  editar: { actor: 'teacher', from: [0], to: null, refused: INCIDENTS_MSG.incidentEditNotAllowed },
  eliminar: { actor: 'teacher', from: [0, 1, 2], to: null, refused: INCIDENTS_MSG.incidentActionNotAllowed },
};

export type IncidentTransition =
  | { ok: true; to: IncidentStatus }
  | { ok: false; reason: 'actor' | 'status'; message: string };

/**
 * Whether `actor` may do `action` to an incident at status `from`, and the
 * status it then has. `reason: 'actor'` is someone who may not act at all
 * (403 on the server); `'status'` an action the current status does not allow
 * (400 with the Spanish `message`).
 */
export function incidentTransition(actor: IncidentActor, from: IncidentStatus, action: IncidentAction): IncidentTransition {
  const rule = INCIDENT_TRANSITIONS[action];
  if (rule.actor !== actor) return { ok: false, reason: 'actor', message: MSG.forbidden };
  if (!rule.from.includes(from)) return { ok: false, reason: 'status', message: rule.refused };
  return { ok: true, to: rule.to ?? from };
}

/** The actions a screen offers an actor for an incident (its buttons), in the table's order. */
export function incidentActions(actor: IncidentActor, estatus: IncidentStatus, deleted = 0): IncidentAction[] {
  if (deleted === 1) return [];
  return (Object.keys(INCIDENT_TRANSITIONS) as IncidentAction[]).filter((action) => incidentTransition(actor, estatus, action).ok);
}
