import type { CallDefinition } from './call.js';

/**
 * A kind of file the API accepts or keeps, told by its first bytes (what a
 * file says it is does not count). An area declares the kinds its calls
 * take; the API's upload reader and stores read them from every area.
 */
export interface FileKindDefinition {
  readonly extension: string;
  readonly contentType: string;
  readonly magic: (head: Uint8Array) => boolean;
}

/**
 * What an area of the contract is: its calls, its own Spanish messages and the
 * file kinds its calls take. Each folder of src/ default-exports one from its
 * index.ts; the lists (CALL_AREAS, ALL_CALLS, FILE_KINDS) are built from the
 * folders (scripts/areas.mjs, decision 035).
 */
export interface AreaDefinition {
  readonly calls: readonly CallDefinition[];
  readonly messages?: Readonly<Record<string, string>>;
  readonly fileKinds?: Readonly<Record<string, FileKindDefinition>>;
}

export function defineArea<const A extends AreaDefinition>(area: A): A {
  return area;
}

/** Whether a file opens with these bytes. */
export function opensWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
}
