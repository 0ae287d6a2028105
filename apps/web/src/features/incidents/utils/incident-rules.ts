import { incidentActions, type IncidentMessage, incidentNote, INCIDENTS_MSG, type IncidentStatus, incidentText, MSG } from '@lms/contract';

/** One line of an incident's conversation: the student's note or the teacher's reply. */
export interface ThreadEntry {
  key: string;
  from: 'alumno' | 'teacher';
  /** Who is named, as the reader sees it ("Tú" for their own lines). */
  author: string;
  text: string;
  fecha: string;
}

/**
 * The rejection history as a conversation, oldest first: each note of the
 * student followed by the teacher's reply to it, if any. The reader's own
 * lines are "Tú".
 */
export function threadEntries(messages: readonly IncidentMessage[], reader: 'alumno' | 'teacher'): ThreadEntry[] {
  return messages.flatMap((m): ThreadEntry[] => {
    const note: ThreadEntry = { key: `${m.id}-nota`, from: 'alumno', author: reader === 'alumno' ? 'Tú' : 'Alumno', text: m.nota, fecha: m.fecha };
    if (m.nota_respuesta === null) return [note];
    const reply: ThreadEntry = {
      key: `${m.id}-respuesta`,
      from: 'teacher',
      author: reader === 'teacher' ? 'Tú' : 'Teacher',
      text: m.nota_respuesta,
      fecha: m.fecha_respuesta ?? m.fecha,
    };
    return [note, reply];
  });
}

/** What the teacher's reply dialog allows. */
export interface ReplyState {
  /** The reply box takes text and can be sent. */
  writable: boolean;
  /** The message the reply answers: the student's last note, still unanswered. */
  messageId: number | null;
  /** Why the box is not writable, when it is worth saying. */
  hint: string | null;
}

/**
 * Spec 3 §4: the reply box is writable only at status 2 (Rechazado), and it
 * answers the student's last note. An administrator reads and answers nothing
 * (docs/decisions/027). `messages` undefined: the history is still being read.
 */
export function replyState(estatus: IncidentStatus, messages: readonly IncidentMessage[] | undefined, canEdit: boolean): ReplyState {
  if (!canEdit) return { writable: false, messageId: null, hint: INCIDENTS_MSG.incidentsReadOnly };
  if (!incidentActions('teacher', estatus).includes('responder')) return { writable: false, messageId: null, hint: INCIDENTS_MSG.incidentReplyWhenRejected };
  if (messages === undefined) return { writable: false, messageId: null, hint: null };
  const last = messages.at(-1);
  if (!last || last.nota_respuesta !== null) return { writable: false, messageId: null, hint: INCIDENTS_MSG.incidentMessageNotLast };
  return { writable: true, messageId: last.id, hint: null };
}

/** What the student's card offers (spec 3 §4, the contract's transitions). */
export interface StudentIncidentView {
  canAccept: boolean;
  /** The message box and its send button (rejecting, or writing again while rejected). */
  canWrite: boolean;
  writeLabel: string;
  hint: string | null;
}

export function studentIncidentView(estatus: IncidentStatus): StudentIncidentView {
  const actions = incidentActions('alumno', estatus);
  const canWrite = actions.includes('rechazar');
  return {
    canAccept: actions.includes('aceptar'),
    canWrite,
    // While rejected the student may write again: the status stays Rechazado.
    writeLabel: estatus === 2 ? 'Enviar mensaje' : 'Rechazar',
    hint: !canWrite ? null : estatus === 2 ? INCIDENTS_MSG.incidentWriteAgainHint : INCIDENTS_MSG.incidentRejectHint,
  };
}

/** A rejection or a reply as typed: the contract's message when it cannot be sent, null when it can. */
export function textError(text: string): string | null {
  const parsed = incidentText.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

export interface NewIncidentDraft {
  /** The chosen student's id, or '' for none yet (a select's value). */
  alumno: number | '';
  regla: number | '';
  notas: string;
}

export type NewIncidentCheck =
  | { ok: true; value: { id_alumno: number; idreglamento: number; notas: string | null } }
  | { ok: false; errors: Partial<Record<keyof NewIncidentDraft, string>> };

/** The add dialog's fields (spec 3 §2.7, §5): a student and a rule are required, the note is optional and at most the contract's length. */
export function checkNewIncident(draft: NewIncidentDraft): NewIncidentCheck {
  const required = MSG.required;
  const errors: Partial<Record<keyof NewIncidentDraft, string>> = {};
  if (draft.alumno === '') errors.alumno = required;
  if (draft.regla === '') errors.regla = required;
  const notas = incidentNote.safeParse(draft.notas);
  if (!notas.success) errors.notas = notas.error.issues[0]?.message ?? required;
  if (draft.alumno === '' || draft.regla === '' || !notas.success) return { ok: false, errors };
  return { ok: true, value: { id_alumno: draft.alumno, idreglamento: draft.regla, notas: notas.data } };
}
