import { describe, expect, it } from 'vitest';
import { distanceInMetres, formatCoordinate, formatMetres } from './distance';

// Macroplaza and the Fundidora park entrance, Monterrey.
const macroplaza = { latitude: 25.66943, longitude: -100.30971 };
const fundidora = { latitude: 25.67858, longitude: -100.28504 };

describe('distanceInMetres', () => {
  it('is zero for the same point', () => {
    expect(distanceInMetres(macroplaza, macroplaza)).toBe(0);
  });

  it('gives the haversine distance on a 6371 km sphere', () => {
    // Cross-checked with the spherical law of cosines. One degree of latitude on that sphere is 2πR/360.
    expect(distanceInMetres({ latitude: 25, longitude: -100 }, { latitude: 26, longitude: -100 })).toBeCloseTo(111194.93, 2);
    expect(formatMetres(distanceInMetres(macroplaza, fundidora))).toBe('2673.52 m');
  });

  it('is symmetric', () => {
    expect(distanceInMetres(macroplaza, fundidora)).toBeCloseTo(distanceInMetres(fundidora, macroplaza), 9);
  });
});

describe('formatting', () => {
  it('shows coordinates with five decimals and metres with two', () => {
    expect(formatCoordinate(-100.309714)).toBe('-100.30971');
    expect(formatMetres(12.345)).toBe('12.35 m');
  });
});
