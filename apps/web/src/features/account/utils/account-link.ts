import { activateAccountCall, isSchoolId, type SchoolId } from '@lms/contract';
import { isApiError } from '../../../lib/api/api-error';

/** What a mailed link carries: `/lms/activarcuenta?escuela=N&token=…` (docs/decisions/008). */
export interface AccountLink {
  escuela: SchoolId;
  token: string;
}

const tokenRule = activateAccountCall.body.shape.token;

/** The school and token of an activation or recovery link, or null when either is missing or malformed. */
export function parseAccountLink(search: string | URLSearchParams): AccountLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const escuela = params.get('escuela')?.trim() ?? '';
  if (!/^\d$/.test(escuela)) return null;
  const school = Number(escuela);
  if (!isSchoolId(school)) return null;
  const token = tokenRule.safeParse(params.get('token') ?? '');
  return token.success ? { escuela: school, token: token.data } : null;
}

/** The server's answer to a token it does not accept (unknown, used, expired or of another school): 400. */
export function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && error.status === 400;
}
