import { describe, expect, it } from 'vitest';
import * as avataaars from '@dicebear/avataaars';
import { AVATAR_COLORS, AVATAR_DEFAULTS, AVATAR_OPTIONS, type AvatarPart } from '@lms/contract';
import { avatarDataUri, cachedAvatarDataUri, renderedParts, toDiceBearOptions, type AvatarLook } from './avataaars-dicebear';

const BASE: AvatarLook = { ...AVATAR_DEFAULTS, isCircle: true };
const PARTS = Object.keys(AVATAR_OPTIONS) as AvatarPart[];

/** The DiceBear component group and colour drawn for each avataaars part. */
const COMPONENT_OF: Partial<Record<AvatarPart, string>> = {
  topType: 'top',
  accessoriesType: 'accessories',
  facialHairType: 'facialHair',
  clotheType: 'clothing',
  graphicType: 'clothingGraphic',
  eyeType: 'eyes',
  eyebrowType: 'eyebrows',
  mouthType: 'mouth',
};
const COLOR_OF: Partial<Record<AvatarPart, string>> = {
  clotheColor: 'clothesColor',
  facialHairColor: 'facialHairColor',
  hairColor: 'hairColor',
  skinColor: 'skinColor',
  topColor: 'hatColor',
};

const schemaNames = (group: string): string[] =>
  (avataaars.schema.properties as Record<string, { items?: { enum?: string[] } }>)[group]?.items?.enum ?? [];

/** Parts that draw nothing for an option on purpose. */
const DRAWS_NOTHING: Record<string, string[]> = {
  topType: ['NoHair', 'Eyepatch'],
  accessoriesType: ['Blank'],
  facialHairType: ['Blank'],
};

describe('avataaars option names -> DiceBear avataaars style', () => {
  it('covers every part of AVATAR_OPTIONS', () => {
    expect([...PARTS].sort()).toEqual(Object.keys({ ...COMPONENT_OF, ...COLOR_OF }).sort());
  });

  for (const part of PARTS) {
    it(`draws every ${part} option`, () => {
      const drawn = new Map<string, unknown>();
      for (const option of AVATAR_OPTIONS[part]) {
        const extra = renderedParts({ ...BASE, [part]: option });
        const component = COMPONENT_OF[part];
        if (component) {
          const name = extra[component];
          if (DRAWS_NOTHING[part]?.includes(option)) {
            expect(name, `${part}=${option}`).toBeUndefined();
          } else {
            expect(schemaNames(component), `${part}=${option} -> ${String(name)}`).toContain(name);
            drawn.set(option, name);
          }
        } else {
          const color = extra[COLOR_OF[part]!];
          expect(color, `${part}=${option}`).toBe(AVATAR_COLORS[part]![option]!.toLowerCase());
          drawn.set(option, color);
        }
      }
      // No option silently falls back to another one's picture (Selena borrows Cumbia's print).
      const distinct = new Set(drawn.values()).size;
      const shared = part === 'graphicType' ? 1 : 0;
      expect(distinct).toBe(drawn.size - shared);
    });
  }

  it('draws the eyepatch as an accessory, over any glasses', () => {
    const extra = renderedParts({ ...BASE, topType: 'Eyepatch', accessoriesType: 'Round' });
    expect(extra.top).toBeUndefined();
    expect(extra.accessories).toBe('eyepatch');
  });

  it('keeps the circle on the fixed background colour, and no background otherwise', () => {
    expect(renderedParts(BASE)).toMatchObject({ style: 'circle', backgroundColor: '#65c9ff' });
    expect(renderedParts({ ...BASE, clotheColor: 'Red', skinColor: 'Black' }).backgroundColor).toBe('#65c9ff');
    expect(renderedParts({ ...BASE, isCircle: false })).toMatchObject({ style: 'default', backgroundColor: 'transparent' });
  });

  it('falls back to the defaults for names it does not know', () => {
    const extra = renderedParts({ ...BASE, topType: 'Mohawk', eyeType: 'Laser', hairColor: 'Green' });
    expect(extra.top).toBe('straight01');
    expect(extra.eyes).toBe('default');
    expect(extra.hairColor).toBe(AVATAR_COLORS.hairColor!.BrownDark!.toLowerCase());
  });

  it('is deterministic and gives an SVG data URI', () => {
    expect(toDiceBearOptions(BASE)).toEqual(toDiceBearOptions({ ...BASE }));
    const uri = avatarDataUri(BASE);
    expect(uri.startsWith('data:image/svg+xml;utf8,')).toBe(true);
    expect(uri).toBe(avatarDataUri(BASE));
    expect(decodeURIComponent(uri)).toContain('<svg');
  });
});

describe('cachedAvatarDataUri', () => {
  it('gives the same picture as avatarDataUri and tells looks apart', () => {
    expect(cachedAvatarDataUri(BASE)).toBe(avatarDataUri(BASE));
    expect(cachedAvatarDataUri({ ...BASE, skinColor: 'Black' })).not.toBe(cachedAvatarDataUri(BASE));
    expect(cachedAvatarDataUri({ ...BASE, isCircle: false })).toBe(avatarDataUri({ ...BASE, isCircle: false }));
  });
});
