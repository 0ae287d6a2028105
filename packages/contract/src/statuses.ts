import { z } from 'zod';

/**
 * Status codes as the contract's maps: code → Spanish label → colour
 * (docs/decisions/022-lists.md). The server validates codes with `schema`,
 * the web shows `label` in a chip of `color`; nobody writes a label twice.
 */
export type StatusColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export interface StatusInfo {
  readonly label: string;
  readonly color: StatusColor;
}

export interface StatusMap<Code extends string | number> {
  readonly entries: Readonly<Record<Code, StatusInfo>>;
  readonly codes: readonly Code[];
  /** The code's label and colour; an unknown code (older data) shows as itself in grey. */
  info(code: Code | number | string): StatusInfo;
  /** Accepts exactly the map's codes. */
  readonly schema: z.ZodType<Code>;
}

/** Numeric codes stay numbers (`{ 0: …, 1: … }` keys are text in JS). */
export function defineStatuses<const M extends Record<string | number, StatusInfo>>(entries: M): StatusMap<StatusCode<M>> {
  const keys = Object.keys(entries);
  const numeric = keys.every((key) => /^-?[0-9]+$/.test(key));
  const codes = (numeric ? keys.map(Number) : keys) as StatusCode<M>[];
  const byKey = new Map<string, StatusInfo>(keys.map((key) => [key, entries[key]!]));
  const literals = codes.map((code) => z.literal(code));
  return {
    entries: entries as unknown as Readonly<Record<StatusCode<M>, StatusInfo>>,
    codes,
    info: (code) => byKey.get(String(code)) ?? { label: String(code), color: 'default' },
    schema: (literals.length === 1 ? literals[0]! : z.union(literals as unknown as [z.ZodLiteral, z.ZodLiteral, ...z.ZodLiteral[]])) as unknown as z.ZodType<StatusCode<M>>,
  };
}

/** The codes of a map: numbers for `{ 0: … }`, strings for `{ abierto: … }`. */
export type StatusCode<M> = Extract<keyof M, string | number>;
