import { label, r1, svgImage } from './pictures.js';
import { COLOURS, type Weather } from './words.js';
import type { BankImage } from './types.js';

/** Drawn pictures: counted things, coloured shapes, weather symbols, a street map. */

export type Countable = 'apples' | 'oranges' | 'eggs' | 'lemons' | 'cookies' | 'balloons' | 'stars';
export type Shape = 'circle' | 'square' | 'triangle' | 'star';

const colourOf = (name: string) => COLOURS.find(([n]) => n === name)?.[1] ?? '#888888';

function starPoints(cx: number, cy: number, outer: number): string {
  const points: string[] = [];
  for (let k = 0; k < 10; k++) {
    const radius = k % 2 ? outer * 0.45 : outer;
    const a = (k * Math.PI) / 5;
    points.push(`${r1(cx + radius * Math.sin(a))},${r1(cy - radius * Math.cos(a))}`);
  }
  return points.join(' ');
}

function thing(kind: Countable, x: number, y: number, colour: string): string {
  switch (kind) {
    case 'apples':
      return `<circle cx="${x}" cy="${y}" r="16" fill="#d62828"/><path d="M${x} ${y - 15}l4-9" stroke="#6b4f1d" stroke-width="3"/><ellipse cx="${x + 7}" cy="${y - 20}" rx="6" ry="3" fill="#2a9d3f"/>`;
    case 'oranges':
      return `<circle cx="${x}" cy="${y}" r="16" fill="#f77f00"/><circle cx="${x + 3}" cy="${y - 14}" r="3" fill="#2a9d3f"/>`;
    case 'eggs':
      return `<ellipse cx="${x}" cy="${y}" rx="13" ry="17" fill="#fff7e6" stroke="#a08060" stroke-width="2"/>`;
    case 'lemons':
      return `<ellipse cx="${x}" cy="${y}" rx="18" ry="12" fill="#f2d600" stroke="#c9a800"/>`;
    case 'cookies':
      return `<circle cx="${x}" cy="${y}" r="16" fill="#c68642"/><circle cx="${x - 5}" cy="${y - 4}" r="2.5" fill="#4a2c0a"/><circle cx="${x + 6}" cy="${y + 3}" r="2.5" fill="#4a2c0a"/>`;
    case 'balloons':
      return `<ellipse cx="${x}" cy="${y - 6}" rx="13" ry="16" fill="${colour}"/><path d="M${x} ${y + 10}q4 8 0 16" stroke="#555" fill="none"/>`;
    case 'stars':
      return `<polygon points="${starPoints(x, y, 18)}" fill="#f2c200" stroke="#b08900"/>`;
  }
}

/** `count` (1..12) things in rows of up to six. */
export function countPicture(kind: Countable, count: number): BankImage {
  const parts: string[] = [];
  const balloonColours = ['#d62828', '#1d4ed8', '#2a9d3f', '#7b2cbf', '#f77f00', '#f472b6'];
  const rows = count > 6 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / 6);
    const inRow = row === 0 ? Math.min(count, 6) : count - 6;
    const x = 160 + ((i % 6) - (inRow - 1) / 2) * 50;
    const y = rows === 1 ? 100 : 65 + row * 75;
    parts.push(thing(kind, x, y, balloonColours[i % balloonColours.length]!));
  }
  return svgImage(`count-${kind}-${count}`, parts.join(''));
}

function shape(kind: Shape, cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  switch (kind) {
    case 'circle':
      return `<circle cx="${cx}" cy="${cy}" r="${s}" fill="${fill}"/>`;
    case 'square':
      return `<rect x="${cx - s}" y="${cy - s}" width="${2 * s}" height="${2 * s}" fill="${fill}"/>`;
    case 'triangle':
      return `<polygon points="${cx},${cy - s} ${cx + s},${r1(cy + s * 0.8)} ${cx - s},${r1(cy + s * 0.8)}" fill="${fill}"/>`;
    case 'star':
      return `<polygon points="${starPoints(cx, cy, s * 1.2)}" fill="${fill}"/>`;
  }
}

/** One to three coloured shapes in a row. */
export function shapesPicture(items: ReadonlyArray<readonly [Shape, string]>): BankImage {
  const step = 320 / items.length;
  const body = items.map(([kind, colour], i) => shape(kind, r1(step * i + step / 2), 100, 38, colourOf(colour))).join('');
  return svgImage(`shapes-${items.map(([k, c]) => `${c}-${k}`).join('-')}`, body);
}

export type Position = 'above' | 'under' | 'on the left of' | 'on the right of';

/** Two shapes, the first placed relative to the second. */
export function positionPicture(first: readonly [Shape, string], second: readonly [Shape, string], where: Position): BankImage {
  const offsets: Record<Position, [number, number]> = { above: [0, -62], under: [0, 62], 'on the left of': [-90, 0], 'on the right of': [90, 0] };
  const [dx, dy] = offsets[where];
  const body = shape(second[0], 160, 100, 30, colourOf(second[1])) + shape(first[0], 160 + dx, 100 + dy, 22, colourOf(first[1]));
  return svgImage(`position-${first[1]}-${first[0]}-${where}-${second[1]}-${second[0]}`, body);
}

function cloud(x: number, y: number, fill: string): string {
  return `<g fill="${fill}"><circle cx="${x - 14}" cy="${y + 4}" r="13"/><circle cx="${x + 2}" cy="${y - 6}" r="17"/><circle cx="${x + 17}" cy="${y + 5}" r="12"/><rect x="${x - 27}" y="${y + 4}" width="56" height="13" rx="6"/></g>`;
}

function weatherIcon(kind: Weather, x: number, y: number): string {
  switch (kind) {
    case 'sunny': {
      const rays = Array.from({ length: 8 }, (_, k) => {
        const a = (k * Math.PI) / 4;
        return `<line x1="${r1(x + 26 * Math.cos(a))}" y1="${r1(y + 26 * Math.sin(a))}" x2="${r1(x + 36 * Math.cos(a))}" y2="${r1(y + 36 * Math.sin(a))}"/>`;
      });
      return `<circle cx="${x}" cy="${y}" r="20" fill="#f2c200"/><g stroke="#f2c200" stroke-width="4">${rays.join('')}</g>`;
    }
    case 'cloudy':
      return cloud(x, y, '#b0bec5');
    case 'rainy':
      return `${cloud(x, y - 10, '#90a4ae')}<g stroke="#1d4ed8" stroke-width="3"><line x1="${x - 14}" y1="${y + 14}" x2="${x - 19}" y2="${y + 28}"/><line x1="${x}" y1="${y + 14}" x2="${x - 5}" y2="${y + 28}"/><line x1="${x + 14}" y1="${y + 14}" x2="${x + 9}" y2="${y + 28}"/></g>`;
    case 'snowy':
      return `${cloud(x, y - 10, '#b0bec5')}<g fill="#4fc3f7"><circle cx="${x - 14}" cy="${y + 20}" r="4"/><circle cx="${x}" cy="${y + 28}" r="4"/><circle cx="${x + 14}" cy="${y + 20}" r="4"/></g>`;
    case 'windy':
      return `<g stroke="#607d8b" stroke-width="4" fill="none" stroke-linecap="round"><path d="M${x - 30} ${y - 12}h40a8 8 0 1 0-8-8"/><path d="M${x - 30} ${y}h52a8 8 0 1 1-8 8"/><path d="M${x - 30} ${y + 12}h30"/></g>`;
    case 'stormy':
      return `${cloud(x, y - 12, '#546e7a')}<polygon points="${x},${y + 6} ${x - 10},${y + 24} ${x - 1},${y + 24} ${x - 6},${y + 38} ${x + 10},${y + 18} ${x + 1},${y + 18} ${x + 6},${y + 6}" fill="#f2c200"/>`;
  }
}

/** A forecast or a diary: days with a weather symbol under each. */
export function weatherPicture(days: ReadonlyArray<readonly [string, Weather]>): BankImage {
  const step = 320 / days.length;
  const parts = days.map(([day, kind], i) => {
    const x = r1(step * i + step / 2);
    return `${label(x, 40, day, 'font-size="13" font-weight="bold" text-anchor="middle" fill="#222"')}${weatherIcon(kind, x, 110)}`;
  });
  const separators = days.slice(1).map((_, i) => `<line x1="${r1(step * (i + 1))}" y1="15" x2="${r1(step * (i + 1))}" y2="185" stroke="#ddd"/>`);
  return svgImage(`weather-${days.map(([d, k]) => `${d.slice(0, 3)}-${k}`).join('-')}`, separators.join('') + parts.join(''));
}

/** A street with four places on each side: top[i] is opposite bottom[i]. */
export function streetMapPicture(top: readonly string[], bottom: readonly string[], street: string): BankImage {
  const box = (name: string, i: number, y: number, fill: string) =>
    `<rect x="${8 + 78 * i}" y="${y}" width="72" height="62" rx="4" fill="${fill}" stroke="#555"/>${label(44 + 78 * i, y + 35, name)}`;
  const body =
    `<g font-size="11" text-anchor="middle" fill="#222">${top.map((n, i) => box(n, i, 14, '#e3f2fd')).join('')}${bottom.map((n, i) => box(n, i, 124, '#fff3e0')).join('')}</g>` +
    '<rect x="0" y="84" width="320" height="32" fill="#9e9e9e"/><line x1="0" y1="100" x2="320" y2="100" stroke="#ffffff" stroke-width="2" stroke-dasharray="10 8"/>' +
    label(160, 96, street, 'font-size="10" text-anchor="middle" fill="#ffffff"');
  return svgImage(`map-${street}`, body);
}
