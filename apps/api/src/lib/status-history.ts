import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { statusHistory } from '../db/schema/status-history.js';
import { users } from '../db/schema/users.js';

/** The records that keep a status history (docs/decisions/022-lists.md). */
export type HistoryKind = 'ticket' | 'incidencia' | 'comentario' | 'requisicion' | 'factura' | 'pedido' | 'diploma';

export interface StatusChange {
  escuela: 1 | 2;
  kind: HistoryKind;
  recordId: number;
  /** The user making the change (the session's, never a body's). */
  by: number;
  to: number;
  note?: string | null;
  at: Date;
}

/**
 * Changes a record's status and writes its history line in one transaction:
 * `apply` updates the record and answers the status it had (null when the
 * record is new). If `apply` throws, neither the change nor the line is kept.
 */
export async function changeStatus(db: Db, change: StatusChange, apply: (tx: Db) => Promise<number | null>): Promise<void> {
  await db.transaction(async (tx) => {
    const from = await apply(tx);
    await tx.insert(statusHistory).values({
      escuela: change.escuela,
      tipo: change.kind,
      registro_id: change.recordId,
      id_usuario: change.by,
      de: from,
      a: change.to,
      nota: change.note?.trim() || null,
      fecha: change.at,
    });
  });
}

/** A record's history, oldest first, in the contract's shape (statusHistoryEntry). */
export async function statusHistoryOf(db: Db, escuela: 1 | 2, kind: HistoryKind, recordId: number) {
  const rows = await db
    .select({ id: statusHistory.id, fecha: statusHistory.fecha, quien: users.nombre_completo, de: statusHistory.de, a: statusHistory.a, nota: statusHistory.nota })
    .from(statusHistory)
    .innerJoin(users, eq(users.id, statusHistory.id_usuario))
    .where(and(eq(statusHistory.escuela, escuela), eq(statusHistory.tipo, kind), eq(statusHistory.registro_id, recordId)))
    .orderBy(asc(statusHistory.fecha), asc(statusHistory.id));
  return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
}
