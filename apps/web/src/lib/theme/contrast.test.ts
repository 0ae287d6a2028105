import { describe, expect, it } from 'vitest';
import { contrastRatio, readableBrandColor } from './contrast';
import { FEEDBACK_COLORS } from './feedback-colors';
import { DEFAULT_BRAND_COLORS } from './create-app-theme';

describe('brand colour contrast', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
  });

  it('keeps the default brand colours as they are (both pass AA with white)', () => {
    expect(readableBrandColor('#0d47a1', '#000')).toBe('#0d47a1');
    expect(readableBrandColor('#b71c1c', '#000')).toBe('#b71c1c');
    for (const color of Object.values(DEFAULT_BRAND_COLORS)) {
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens a light brand colour until white text is readable', () => {
    const color = readableBrandColor('#ffeb3b', '#000');
    expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back on text that is not a colour', () => {
    expect(readableBrandColor('azul', '#0d47a1')).toBe('#0d47a1');
  });

  it('dialog title colours are readable with white text', () => {
    for (const color of Object.values(FEEDBACK_COLORS)) {
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
