import { describe, expect, it } from 'vitest';
import { clampZoom, zoomIn, zoomOut } from './zoom-steps';

describe('zoom steps', () => {
  it('steps up and down between 100 % and 300 %, from wherever a pinch left it', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(1.6)).toBe(2);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1.6)).toBe(1.5);
    expect(zoomOut(1)).toBe(1);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});
