import { describe, expect, it } from 'vitest';
import { AVATAR_DEFAULTS, AVATAR_OPTIONS } from '@lms/contract';
import { optionLabel } from './avatar-labels';
import { AVATAR_PART_LABELS, draftOf, swatchOf } from './avatar-parts';

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

  it('names every option in Spanish, never by its English identifier', () => {
    // Names that are the same in Spanish.
    const same = new Set(['Cumbia', 'Pizza', 'Selena']);
    for (const part of Object.keys(AVATAR_OPTIONS) as Array<keyof typeof AVATAR_OPTIONS>) {
      for (const option of AVATAR_OPTIONS[part]) {
        const label = optionLabel(part, option);
        const english = option.replace(/([a-z])([A-Z0-9])/g, '$1 $2');
        if (!same.has(option)) expect(label, `${part}=${option}`).not.toBe(english);
        expect(label).not.toMatch(/\b(Hair|Long|Short|Shirt|Light|Dark|Hoodie|Blank|Default)\b/);
      }
    }
    expect(optionLabel('topType', 'LongHairStraight')).toBe('Largo lacio');
    expect(optionLabel('skinColor', 'Light')).toBe('Clara');
  });

  it('has a swatch for every colour option and none for shapes', () => {
    for (const part of ['skinColor', 'hairColor', 'topColor', 'facialHairColor', 'clotheColor'] as const) {
      for (const option of AVATAR_OPTIONS[part]) expect(swatchOf(part, option), `${part}=${option}`).toMatch(/^#[0-9a-fA-F]{6}$/);
    }
    expect(swatchOf('topType', 'Hat')).toBeNull();
  });
});
