import { hashText } from '../random.js';
import { MONTHS, daysInMonth, weekday } from './text.js';
import type { BankImage } from './types.js';

/** Pictures with text and numbers: clocks, calendars, price tags, bar charts. All 320×200, sans-serif, no references. */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

/** Coordinates with at most one decimal keep the documents small. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A complete SVG document; its file name carries a readable prefix and the hash of its content. */
export function svgImage(prefix: string, body: string): BankImage {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" font-family="sans-serif">' +
    `<rect width="320" height="200" fill="#ffffff"/>${body}</svg>`;
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { nombre: `${slug}-${hashText(svg).toString(36)}.svg`, svg };
}

/** A text element; the content is escaped. */
export const label = (x: number, y: number, text: string, attrs = '') =>
  `<text x="${r1(x)}" y="${r1(y)}"${attrs ? ` ${attrs}` : ''}>${escapeXml(text)}</text>`;

/** An analogue clock; an optional caption (one or two lines) sits on its right. */
export function clockPicture(h: number, m: number, caption: readonly string[] = []): BankImage {
  const cx = caption.length ? 100 : 160;
  const cy = 100;
  const parts = [`<circle cx="${cx}" cy="${cy}" r="86" fill="#fffdf5" stroke="#333" stroke-width="4"/>`];
  const numbers: string[] = [];
  for (let k = 1; k <= 12; k++) {
    const a = (k * Math.PI) / 6;
    numbers.push(label(cx + 68 * Math.sin(a), cy - 68 * Math.cos(a) + 6, String(k)));
  }
  parts.push(`<g font-size="17" text-anchor="middle" fill="#222">${numbers.join('')}</g>`);
  for (let k = 0; k < 60; k += 5) {
    const a = (k * Math.PI) / 30;
    parts.push(`<circle cx="${r1(cx + 82 * Math.sin(a))}" cy="${r1(cy - 82 * Math.cos(a))}" r="1.8" fill="#555"/>`);
  }
  const hand = (angle: number, length: number, width: number, colour: string) =>
    `<line x1="${cx}" y1="${cy}" x2="${r1(cx + length * Math.sin(angle))}" y2="${r1(cy - length * Math.cos(angle))}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
  parts.push(hand((((h % 12) + m / 60) * Math.PI) / 6, 40, 7, '#222'), hand((m * Math.PI) / 30, 56, 4, '#1d4ed8'));
  parts.push(`<circle cx="${cx}" cy="${cy}" r="5" fill="#222"/>`);
  caption.forEach((line, i) => parts.push(label(250, 92 + i * 24 - (caption.length - 1) * 12, line, 'font-size="18" text-anchor="middle" fill="#222"')));
  const hh = String(h).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  return svgImage(`clock-${hh}-${mm}`, parts.join(''));
}

/** A month page of a calendar with one day circled. */
export function calendarPicture(year: number, month: number, circled: number): BankImage {
  const parts = [label(160, 24, `${MONTHS[month - 1]!} ${year}`, 'font-size="18" font-weight="bold" text-anchor="middle" fill="#1d4ed8"')];
  const heads = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d, k) => label(28 + 44 * k, 46, d));
  parts.push(`<g font-size="12" text-anchor="middle" fill="#555">${heads.join('')}</g>`);
  const first = weekday(year, month, 1);
  const days: string[] = [];
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    const cell = first + d - 1;
    const x = 28 + 44 * (cell % 7);
    const y = 68 + 22 * Math.floor(cell / 7);
    if (d === circled) parts.push(`<circle cx="${x}" cy="${y - 4}" r="11" fill="none" stroke="#d62828" stroke-width="2.5"/>`);
    days.push(label(x, y, String(d)));
  }
  parts.push(`<g font-size="13" text-anchor="middle" fill="#222">${days.join('')}</g>`);
  return svgImage(`calendar-${year}-${month}-${circled}`, parts.join(''));
}

/** A price tag with an item name and a price in pesos. */
export function priceTagPicture(item: string, price: number): BankImage {
  const body =
    '<path d="M70 45h180a10 10 0 0 1 10 10v90a10 10 0 0 1-10 10h-180l-40-55z" fill="#fff3c4" stroke="#b08900" stroke-width="3"/>' +
    '<circle cx="58" cy="100" r="7" fill="#ffffff" stroke="#b08900" stroke-width="2"/>' +
    label(170, 88, item, 'font-size="22" text-anchor="middle" fill="#333"') +
    label(170, 135, `$${price}`, 'font-size="40" font-weight="bold" text-anchor="middle" fill="#d62828"');
  return svgImage(`price-${item}-${price}`, body);
}

const BAR_COLOURS = ['#1d4ed8', '#d62828', '#2a9d3f', '#f77f00', '#7b2cbf'];

/** A bar chart: a title, up to five labelled bars with their values written above. */
export function barChartPicture(title: string, bars: ReadonlyArray<readonly [string, number]>, unit: string): BankImage {
  const max = Math.max(...bars.map(([, v]) => v));
  const step = 300 / bars.length;
  const parts = [label(160, 20, title, 'font-size="15" font-weight="bold" text-anchor="middle" fill="#222"')];
  parts.push('<line x1="10" y1="170" x2="310" y2="170" stroke="#555" stroke-width="2"/>');
  bars.forEach(([name, value], i) => {
    const height = Math.max(6, (value / max) * 118);
    const x = 10 + step * i + step / 2;
    parts.push(`<rect x="${r1(x - 20)}" y="${r1(170 - height)}" width="40" height="${r1(height)}" fill="${BAR_COLOURS[i % BAR_COLOURS.length]!}"/>`);
    parts.push(label(x, 165 - height, `${unit === '$' ? '$' : ''}${value}${unit === '$' ? '' : unit}`, 'font-size="12" text-anchor="middle" fill="#222"'));
    parts.push(label(x, 188, name, 'font-size="12" text-anchor="middle" fill="#222"'));
  });
  return svgImage(`chart-${title}`, parts.join(''));
}

/** A diary page: a title and one short note per day. */
export function diaryPicture(title: string, notes: ReadonlyArray<readonly [string, string]>): BankImage {
  const parts = [
    '<rect x="10" y="8" width="300" height="184" rx="8" fill="#fffdf0" stroke="#b08900" stroke-width="2"/>',
    label(160, 32, title, 'font-size="17" font-weight="bold" text-anchor="middle" fill="#7a5c00"'),
  ];
  const step = 140 / notes.length;
  notes.forEach(([day, note], i) => {
    const y = 44 + step * i;
    parts.push(`<line x1="20" y1="${r1(y)}" x2="300" y2="${r1(y)}" stroke="#e0d3a0"/>`);
    parts.push(label(28, y + step / 2 + 5, day, 'font-size="14" font-weight="bold" fill="#1d4ed8"'));
    parts.push(label(122, y + step / 2 + 5, note, 'font-size="14" fill="#222"'));
  });
  return svgImage(`diary-${title}`, parts.join(''));
}
