/** WCAG 2 contrast helpers, used to keep a configured brand colour readable. */

function parseHex(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = digits.replace(/(.)/g, '$1$1');
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The brand colour, darkened just enough that white text on it (and it as
 * text on white) reaches `minRatio` (AA 4.5:1). Unparseable input falls back.
 */
export function readableBrandColor(hex: string, fallback: string, minRatio = 4.5): string {
  let rgb = parseHex(hex);
  if (!rgb) return fallback;
  for (let step = 0; step < 40 && contrastRatio(toHex(rgb), '#ffffff') < minRatio; step += 1) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
  }
  return toHex(rgb);
}
