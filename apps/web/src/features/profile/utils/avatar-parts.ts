import { AVATAR_COLORS, AVATAR_DEFAULTS, AVATAR_OPTIONS, type Avatar, type AvatarPart } from '@lms/contract';

/** The editor's parts, in the order a person builds a face, with Spanish labels. */
export const AVATAR_PART_LABELS: ReadonlyArray<readonly [AvatarPart, string]> = [
  ['skinColor', 'Piel'],
  ['topType', 'Cabello'],
  ['hairColor', 'Color de cabello'],
  ['topColor', 'Color de sombrero'],
  ['eyeType', 'Ojos'],
  ['eyebrowType', 'Cejas'],
  ['mouthType', 'Boca'],
  ['facialHairType', 'Vello facial'],
  ['facialHairColor', 'Color de vello'],
  ['accessoriesType', 'Accesorios'],
  ['clotheType', 'Ropa'],
  ['clotheColor', 'Color de ropa'],
  ['graphicType', 'Estampado'],
];

export type AvatarDraft = { [K in AvatarPart]: string };

/** The parts of a stored avatar, or the defaults; a value the list no longer has falls back to its default. */
export function draftOf(avatar: Pick<Avatar, AvatarPart> | null): AvatarDraft {
  const draft = { ...AVATAR_DEFAULTS } as AvatarDraft;
  if (!avatar) return draft;
  for (const part of Object.keys(AVATAR_OPTIONS) as AvatarPart[]) {
    const value = avatar[part];
    if ((AVATAR_OPTIONS[part] as readonly string[]).includes(value)) draft[part] = value;
  }
  return draft;
}

/** The swatch of a colour option, or null for parts that are not colours. */
export function swatchOf(part: AvatarPart, option: string): string | null {
  return AVATAR_COLORS[part]?.[option] ?? null;
}
