import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { auditTrail } from '../db/schema/audit.js';
import { users } from '../db/schema/users.js';

/** The records whose every change is kept (docs/decisions/026-teacher-area.md). */
export type AuditKind = 'asistencia' | 'incidencia' | 'comentario';

export interface AuditEntry {
  escuela: 1 | 2;
  kind: AuditKind;
  recordId: number;
  groupId: number | null;
  /** The user making the change (the session's, never a body's). */
  by: number;
  at: Date;
  /** The record's fields before the change; null when it is created. */
  before: Record<string, unknown> | null;
  /** The record's fields after the change; null when it is deleted. */
  after: Record<string, unknown> | null;
  /** 'sin conexión' when the change was made offline and sent later. */
  origin?: string | null;
}

/**
 * Writes audit lines inside the caller's transaction, so a change and its
 * line are kept or lost together. Unchanged rows (before equals after) are
 * skipped: saving the same attendance twice leaves one line.
 */
export async function recordAudit(tx: Db, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries
    .filter((e) => JSON.stringify(e.before) !== JSON.stringify(e.after))
    .map((e) => ({
      escuela: e.escuela,
      tipo: e.kind,
      registro_id: e.recordId,
      id_grupo: e.groupId,
      id_usuario: e.by,
      fecha: e.at,
      antes: e.before,
      despues: e.after,
      origen: e.origin ?? null,
    }));
  if (rows.length === 0) return;
  // All lines as one JSON parameter: drizzle builds a short statement whatever their number (a class's
  // 81 lines as values() took about 5 ms to build, decision 037). A JSON null is no value (SQL NULL).
  await tx.insert(auditTrail).select(
    sql`select nextval(pg_get_serial_sequence('audit_trail', 'id'))::int, r.escuela, r.tipo, r.registro_id, r.id_grupo, r.id_usuario, r.fecha,
      nullif(r.antes, 'null'::jsonb), nullif(r.despues, 'null'::jsonb), r.origen
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(escuela smallint, tipo text, registro_id int, id_grupo int, id_usuario int, fecha timestamptz, antes jsonb, despues jsonb, origen text)`,
  );
}

/** One record's audit lines, oldest first, with who made each. */
export async function auditOf(db: Db, escuela: 1 | 2, kind: AuditKind, recordId: number) {
  const rows = await db
    .select({
      id: auditTrail.id,
      fecha: auditTrail.fecha,
      quien: users.nombre_completo,
      antes: auditTrail.antes,
      despues: auditTrail.despues,
      origen: auditTrail.origen,
    })
    .from(auditTrail)
    .innerJoin(users, eq(users.id, auditTrail.id_usuario))
    .where(and(eq(auditTrail.escuela, escuela), eq(auditTrail.tipo, kind), eq(auditTrail.registro_id, recordId)))
    .orderBy(asc(auditTrail.fecha), asc(auditTrail.id));
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
}
