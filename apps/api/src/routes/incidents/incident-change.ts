import { INCIDENTS_MSG, type IncidentStatus } from '@lms/contract';
import type { Db } from '../../db/index.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/http-error.js';
import { changeStatus } from '../../lib/status-history.js';
import { findRule, insertIncident, lockIncident, updateIncident, type IncidentRow, type IncidentValues, type NewIncident } from './incidents.repository.js';

/** Who changes incidents, where and when: the session's user, never a body's. */
export interface ChangeContext {
  db: Db;
  escuela: 1 | 2;
  by: number;
  at: Date;
}

/** What a change does to the locked row, decided by the caller after its checks. */
export interface Decision {
  /** Fields to write besides the status and the version. */
  values?: Pick<IncidentValues, 'notas' | 'idreglamento' | 'deleted'>;
  /** A status-history line: the status afterwards (the same for a delete) and its note. */
  status?: { to: IncidentStatus; note: string | null };
  /** More rows of the same change (a message, a reply), in the same transaction. */
  also?: (tx: Db) => Promise<void>;
}

type SnapshotFields = Pick<IncidentRow, 'id_alumno' | 'id_grupo' | 'id_ciclo' | 'idreglamento' | 'notas' | 'estatus' | 'deleted' | 'version'>;

/** The incident's fields an audit line keeps, with the rule's text as it read then (a rule's text may change later). */
export function incidentSnapshot(row: SnapshotFields, regla: string | null): Record<string, unknown> {
  const { id_alumno, id_grupo, id_ciclo, idreglamento, notas, estatus, deleted, version } = row;
  return { id_alumno, id_grupo, id_ciclo, idreglamento, regla, notas, estatus, deleted, version };
}

async function snapshot(tx: Db, row: IncidentRow): Promise<Record<string, unknown>> {
  return incidentSnapshot(row, (await findRule(tx, row.idreglamento))?.regla ?? null);
}

const auditLine = (ctx: ChangeContext, row: IncidentRow) => ({
  escuela: ctx.escuela,
  kind: 'incidencia' as const,
  recordId: row.id,
  groupId: row.id_grupo,
  by: ctx.by,
  at: ctx.at,
});

/**
 * Records a new incident (Pendiente): the row, its first history line (from
 * nothing to 0) and its audit line, in one transaction.
 */
export async function createIncident(ctx: ChangeContext, row: NewIncident) {
  return ctx.db.transaction(async (tx) => {
    const created = await insertIncident(tx, { ...row, escuela: ctx.escuela, estatus: 0, deleted: 0, version: 1, creado: ctx.at, creado_por: ctx.by });
    await changeStatus(tx, { escuela: ctx.escuela, kind: 'incidencia', recordId: created.id, by: ctx.by, to: 0, at: ctx.at }, async () => null);
    await recordAudit(tx, [{ ...auditLine(ctx, created), before: null, after: await snapshot(tx, created) }]);
    return created;
  });
}

/**
 * One change of an incident, all or nothing: its row is locked and handed to
 * `decide` (which checks it again and throws to refuse), then the row with
 * its next version, the status-history line (changeStatus) when the change
 * has one, the change's other rows and the audit line are written in one
 * transaction. A deleted incident accepts no change (404).
 */
export async function changeIncident(ctx: ChangeContext, id: number, decide: (locked: IncidentRow, tx: Db) => Promise<Decision>): Promise<IncidentRow> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockIncident(tx, id);
    if (!locked || locked.deleted === 1) throw notFound(INCIDENTS_MSG.incidentNotFound);
    const decision = await decide(locked, tx);
    const values: IncidentValues = { ...decision.values, ...(decision.status ? { estatus: decision.status.to } : {}), version: locked.version + 1 };
    const after: IncidentRow = { ...locked, ...values };
    const write = async (inner: Db) => {
      await updateIncident(inner, id, values);
      await decision.also?.(inner);
    };
    if (decision.status) {
      const { to, note } = decision.status;
      await changeStatus(tx, { escuela: ctx.escuela, kind: 'incidencia', recordId: id, by: ctx.by, to, note, at: ctx.at }, async (inner) => {
        await write(inner);
        return locked.estatus;
      });
    } else {
      await write(tx);
    }
    // A deleted incident's line keeps no "after" (lib/audit.ts).
    await recordAudit(tx, [{ ...auditLine(ctx, locked), before: await snapshot(tx, locked), after: after.deleted === 1 ? null : await snapshot(tx, after) }]);
    return after;
  });
}
