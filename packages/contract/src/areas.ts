import type { AreaDefinition, FileKindDefinition } from './area.js';
import type { CallDefinition } from './call.js';
import { AREAS } from './areas.generated.js';
import { MSG } from './messages.js';

// The lists every layer reads, built from the areas' own definitions: adding
// an area (a folder with its index.ts) edits none of them (decision 035).

type Areas = typeof AREAS;
const areas: Readonly<Record<string, AreaDefinition>> = AREAS;
export type CallArea = keyof Areas;

/**
 * The calls of each area, by the area's name: the same name as its folder here,
 * in the API's routes/ and db/schema/, and in the web app's features/ (a test
 * in apps/api/src/routes/areas.test.ts holds the layers to it).
 */
export const CALL_AREAS = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area.calls])) as {
  readonly [K in CallArea]: Areas[K]['calls'];
};

/** Every call of the API, in one list: the API registers exactly these. */
export const ALL_CALLS: readonly CallDefinition[] = Object.values(areas).flatMap((area) => area.calls);

type KindsOf<A> = A extends { readonly fileKinds: infer K } ? keyof K & string : never;
/** A kind of file some area declares (`pdf`, `png`, `mp4`…). */
export type FileKind = { [K in CallArea]: KindsOf<Areas[K]> }[CallArea];

/** Every file kind the areas declare, by name; a kind is declared by one area. */
export const FILE_KINDS = Object.fromEntries(
  Object.values(areas).flatMap((area) => Object.entries(area.fileKinds ?? {})),
) as Record<FileKind, FileKindDefinition>;

export function isFileKind(kind: string): kind is FileKind {
  return Object.hasOwn(FILE_KINDS, kind);
}

/** Every Spanish text of the catalogue: the app-wide one (messages.ts) and each area's own. */
export const ALL_MESSAGES: readonly string[] = [MSG, ...Object.values(areas).map((area) => area.messages ?? {})].flatMap((catalogue) => Object.values(catalogue));
