/** RFC rules of shared/refdata/rfc-format.md (SAT t_RFC pattern, 12 moral / 13 física). */
const RFC_RE = /^([A-ZÑ&]{3,4})(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])([A-Z\d]{2})([A\d])$/u;
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;

export type RfcKind = 'fisica' | 'moral';

/** Upper case, without spaces or dashes. */
export function normalizeRfc(value: string): string {
  return value.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** The person type of a well-formed RFC with a real date, or null. Generic RFCs are not a person. */
export function rfcKind(value: string): RfcKind | null {
  const rfc = normalizeRfc(value);
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return null;
  const match = RFC_RE.exec(rfc);
  if (!match) return null;
  const [, letters, yy, mm, dd] = match;
  // The century is ambiguous; a date that exists in 19xx or 20xx is accepted (29 Feb included).
  const day = Number(dd);
  const month = Number(mm);
  const exists = [1900, 2000].some((century) => {
    const date = new Date(Date.UTC(century + Number(yy), month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
  if (!exists) return null;
  return letters!.length === 4 ? 'fisica' : 'moral';
}
