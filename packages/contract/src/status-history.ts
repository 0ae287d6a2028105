import { z } from 'zod';

/**
 * One shape for every status history (tickets, incidents, requisitions,
 * invoices, orders, diplomas): who changed it, when, from which status to
 * which, and the note they wrote. The server writes the line in the same
 * transaction as the change (docs/decisions/022-lists.md); `de` is null on
 * the line that created the record.
 */
export function statusHistoryEntry<S extends z.ZodType>(status: S) {
  return z.object({
    id: z.number().int(),
    fecha: z.string(),
    quien: z.string(),
    de: status.nullable(),
    a: status,
    nota: z.string().nullable(),
  });
}
