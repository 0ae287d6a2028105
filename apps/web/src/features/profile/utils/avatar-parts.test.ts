import { describe, expect, it } from 'vitest';
import { AVATAR_DEFAULTS, AVATAR_OPTIONS } from '@lms/contract';
import { AVATAR_PART_LABELS, draftOf, optionLabel, swatchOf } from './avatar-parts';

describe('avatar editor parts', () => {
  it('offers one selector per part of AVATAR_OPTIONS', () => {
    expect(AVATAR_PART_LABELS.map(([part]) => part).sort()).toEqual(Object.keys(AVATAR_OPTIONS).sort());
    expect(new Set(AVATAR_PART_LABELS.map(([, label]) => label)).size).toBe(AVATAR_PART_LABELS.length);
  });

  it('starts from the stored avatar, or the defaults', () => {
    expect(draftOf(null)).toEqual(AVATAR_DEFAULTS);
    const stored = { ...AVATAR_DEFAULTS, topType: 'Hat', skinColor: 'Black' };
    expect(draftOf(stored)).toEqual(stored);
    expect(draftOf({ ...stored, eyeType: 'Laser' }).eyeType).toBe(AVATAR_DEFAULTS.eyeType);
  });

  it('reads the option names', () => {
    expect(optionLabel('LongHairStraight2')).toBe('Long Hair Straight 2');
    expect(optionLabel('Blue01')).toBe('Blue 01');
    expect(optionLabel('NoHair')).toBe('No Hair');
    expect(optionLabel('Hat')).toBe('Hat');
  });

  it('has a swatch for every colour option and none for shapes', () => {
    for (const part of ['skinColor', 'hairColor', 'topColor', 'facialHairColor', 'clotheColor'] as const) {
      for (const option of AVATAR_OPTIONS[part]) expect(swatchOf(part, option), `${part}=${option}`).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
    expect(swatchOf('topType', 'Hat')).toBeNull();
  });
});
