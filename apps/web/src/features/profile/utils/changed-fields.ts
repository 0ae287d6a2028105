import type { PersonalData } from '@lms/contract';
import type { PersonalDataChanges } from '../api/update-personal-data';

/**
 * The fields of `values` that differ from the record as read: a save sends
 * only those, so it cannot put back what another device changed meanwhile.
 */
export function changedFields(read: PersonalData | null, values: PersonalDataChanges): PersonalDataChanges {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = read ? (read as Record<string, unknown>)[key] : undefined;
    if (value !== undefined && (value ?? null) !== (before ?? null)) changes[key] = value;
  }
  return changes as PersonalDataChanges;
}
