import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import { AVATAR_COLORS, AVATAR_DEFAULTS, type AvatarPart, type Avatar } from '@lms/contract';

/** The avatar parts a renderer needs: every part of AVATAR_OPTIONS, plus the circle flag. */
export type AvatarLook = Pick<Avatar, AvatarPart | 'isCircle'>;

/** The fixed background of the circle (spec 1 §3: "The avatar background colour is fixed"). */
export const AVATAR_BACKGROUND = '65c9ff';

type DiceBearOptions = avataaars.Options & { seed: string };

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** avataaars 2.0 topType -> @dicebear/avataaars `top` (NoHair and Eyepatch have no top there). */
const TOPS: Readonly<Record<string, NonNullable<avataaars.Options['top']>[number]>> = {
  Hat: 'hat',
  Hijab: 'hijab',
  Turban: 'turban',
  WinterHat1: 'winterHat1',
  WinterHat2: 'winterHat02',
  WinterHat3: 'winterHat03',
  WinterHat4: 'winterHat04',
  LongHairBigHair: 'bigHair',
  LongHairBob: 'bob',
  LongHairBun: 'bun',
  LongHairCurly: 'curly',
  LongHairCurvy: 'curvy',
  LongHairDreads: 'dreads',
  LongHairFrida: 'frida',
  LongHairFro: 'fro',
  LongHairFroBand: 'froBand',
  LongHairNotTooLong: 'longButNotTooLong',
  LongHairShavedSides: 'shavedSides',
  LongHairMiaWallace: 'miaWallace',
  LongHairStraight: 'straight01',
  LongHairStraight2: 'straight02',
  LongHairStraightStrand: 'straightAndStrand',
  ShortHairDreads01: 'dreads01',
  ShortHairDreads02: 'dreads02',
  ShortHairFrizzle: 'frizzle',
  ShortHairShaggyMullet: 'shaggyMullet',
  ShortHairShortCurly: 'shortCurly',
  ShortHairShortFlat: 'shortFlat',
  ShortHairShortRound: 'shortRound',
  ShortHairShortWaved: 'shortWaved',
  ShortHairSides: 'sides',
  ShortHairTheCaesar: 'theCaesar',
  ShortHairTheCaesarSidePart: 'theCaesarAndSidePart',
};

const CLOTHING: Readonly<Record<string, NonNullable<avataaars.Options['clothing']>[number]>> = {
  BlazerShirt: 'blazerAndShirt',
  BlazerSweater: 'blazerAndSweater',
  CollarSweater: 'collarAndSweater',
  GraphicShirt: 'graphicShirt',
  Hoodie: 'hoodie',
  Overall: 'overall',
  ShirtCrewNeck: 'shirtCrewNeck',
  ShirtScoopNeck: 'shirtScoopNeck',
  ShirtVNeck: 'shirtVNeck',
};

/** Names that differ beyond the first letter's case. */
const EYES: Readonly<Record<string, string>> = { Close: 'closed', Dizzy: 'xDizzy' };
/** DiceBear has no Selena print: the closest one in spirit (cumbia) stands in. */
const GRAPHICS: Readonly<Record<string, string>> = { Selena: 'cumbia' };

/** Glasses keep one fixed frame colour, as in avataaars (where they have no colour option). */
const ACCESSORIES_COLOR = '262e33';

type ColorPart = 'clotheColor' | 'facialHairColor' | 'hairColor' | 'skinColor' | 'topColor';
type ComponentGroup = 'top' | 'clothing' | 'clothingGraphic' | 'eyes' | 'eyebrows' | 'mouth' | 'accessories' | 'facialHair';

/** The component names the installed style accepts, read from its schema. */
function namesOf(group: ComponentGroup): readonly string[] {
  const property = (avataaars.schema.properties as Record<string, { items?: { enum?: string[] } }> | undefined)?.[group];
  return property?.items?.enum ?? [];
}

/** Hex of a colour option without '#', lowercase; the part's default when the name is unknown. */
function colorOf(part: ColorPart, name: string): string {
  const table = AVATAR_COLORS[part] ?? {};
  const hex = table[name] ?? table[AVATAR_DEFAULTS[part]] ?? '#000000';
  return hex.replace('#', '').toLowerCase();
}

/** A DiceBear component name the style knows, or the mapped default of the part. */
function componentOf(group: ComponentGroup, mapped: string, fallback: string): string {
  return namesOf(group).includes(mapped) ? mapped : fallback;
}

/**
 * Maps the stored avataaars option names (AVATAR_OPTIONS values) to the options
 * of DiceBear's avataaars style. Every list holds exactly one value and every
 * probability is 0 or 100, so the same avatar always draws the same picture.
 */
export function toDiceBearOptions(look: AvatarLook): DiceBearOptions {
  const eyepatch = look.topType === 'Eyepatch';
  const top = TOPS[look.topType] ?? (look.topType === 'NoHair' || eyepatch ? undefined : TOPS[AVATAR_DEFAULTS.topType]);
  const glasses = look.accessoriesType !== 'Blank';
  // Eyepatch is a "top" in avataaars but an accessory in DiceBear; it wins over glasses.
  const accessory = eyepatch ? 'eyepatch' : componentOf('accessories', lowerFirst(look.accessoriesType), 'prescription01');
  const beard = look.facialHairType !== 'Blank';
  const options = {
    seed: 'avatar',
    style: [look.isCircle ? 'circle' : 'default'],
    backgroundColor: look.isCircle ? [AVATAR_BACKGROUND] : [],
    top: top ? [top] : [],
    topProbability: top ? 100 : 0,
    hairColor: [colorOf('hairColor', look.hairColor)],
    hatColor: [colorOf('topColor', look.topColor)],
    accessories: eyepatch || glasses ? [accessory] : [],
    accessoriesProbability: eyepatch || glasses ? 100 : 0,
    accessoriesColor: [ACCESSORIES_COLOR],
    facialHair: beard ? [componentOf('facialHair', lowerFirst(look.facialHairType), 'beardLight')] : [],
    facialHairProbability: beard ? 100 : 0,
    facialHairColor: [colorOf('facialHairColor', look.facialHairColor)],
    clothing: [CLOTHING[look.clotheType] ?? CLOTHING[AVATAR_DEFAULTS.clotheType]!],
    clothesColor: [colorOf('clotheColor', look.clotheColor)],
    clothingGraphic: [componentOf('clothingGraphic', GRAPHICS[look.graphicType] ?? lowerFirst(look.graphicType), 'skull')],
    eyes: [componentOf('eyes', EYES[look.eyeType] ?? lowerFirst(look.eyeType), 'default')],
    eyebrows: [componentOf('eyebrows', lowerFirst(look.eyebrowType), 'default')],
    mouth: [componentOf('mouth', lowerFirst(look.mouthType), 'default')],
    skinColor: [colorOf('skinColor', look.skinColor)],
    nose: ['default'],
    base: ['default'],
  };
  // The names were checked against the installed style's schema above.
  return options as DiceBearOptions;
}

/** The avatar as an SVG data URI, for an <img> (the CSP allows data: images). */
export function avatarDataUri(look: AvatarLook): string {
  return createAvatar(avataaars, toDiceBearOptions(look)).toDataUri();
}

/** What DiceBear actually drew (component names and colours), for tests. */
export function renderedParts(look: AvatarLook): Record<string, unknown> {
  return createAvatar(avataaars, toDiceBearOptions(look)).toJson().extra;
}

const LOOK_KEYS = [
  'isCircle',
  'accessoriesType',
  'clotheType',
  'clotheColor',
  'eyebrowType',
  'eyeType',
  'facialHairColor',
  'facialHairType',
  'graphicType',
  'hairColor',
  'mouthType',
  'skinColor',
  'topType',
  'topColor',
] as const satisfies readonly (keyof AvatarLook)[];

const MAX_CACHED = 64;
const cache = new Map<string, string>();

/** avatarDataUri, remembered for the last few looks (re-renders and lists draw the same ones). */
export function cachedAvatarDataUri(look: AvatarLook): string {
  const key = LOOK_KEYS.map((k) => String(look[k])).join('|');
  let uri = cache.get(key);
  if (uri === undefined) {
    uri = avatarDataUri(look);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, uri);
  }
  return uri;
}
