import { MSG } from '@lms/contract';
import type { SessionContext } from '../plugins/session.js';
import { forbidden } from './http-error.js';

/** A student's path or body ids must be their own (CONVENTIONS.md rule 3). */
export function assertSelf(session: SessionContext, userId: number): void {
  if (session.userId !== userId) throw forbidden(MSG.forbidden);
}

/** A student's ERP id in a path must be their own. */
export function assertOwnErp(session: SessionContext, iderp: number) {
  if (session.iderp === null || session.iderp !== iderp) throw forbidden(MSG.forbidden);
}
