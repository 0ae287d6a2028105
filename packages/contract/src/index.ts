export * from './roles.js';
export * from './encoded-id.js';
export * from './messages.js';
export * from './grades.js';
export * from './call.js';
export * from './common-schemas.js';
export * from './routes.js';
export * from './access/schemas.js';
export * from './access/calls.js';
export * from './access/account-calls.js';
export * from './access/registration.js';
export * from './access/estados.js';
export * from './profile/schemas.js';
export * from './profile/avatar-options.js';
export * from './profile/forms.js';
export * from './profile/calls.js';
export * from './fiscal/catalogs.js';
export * from './fiscal/rfc.js';
export * from './fiscal/constancia-qr.js';
export * from './fiscal/matcher.js';
export * from './fiscal/schemas.js';
export * from './fiscal/calls.js';
export * from './groups/schemas.js';
export * from './groups/calls.js';
export * from './groups/eligibility.js';
export * from './groups/schedule.js';

import { accessCalls } from './access/calls.js';
import { accountCalls } from './access/account-calls.js';
import { groupsCalls } from './groups/calls.js';
import { profileCalls } from './profile/calls.js';
import { fiscalCalls } from './fiscal/calls.js';
import type { CallDefinition } from './call.js';

/** Every call of the API, in one list: the API registers exactly these. */
export const ALL_CALLS: readonly CallDefinition[] = [...accessCalls, ...accountCalls, ...groupsCalls, ...profileCalls, ...fiscalCalls];
