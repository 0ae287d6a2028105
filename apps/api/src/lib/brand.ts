import fs from 'node:fs';
import path from 'node:path';
import type { SchoolInfo } from '@lms/contract';
import type { SchoolBrand } from '../config.js';

const MIME: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain logo made of the brand's initials and colour, for schools without a logo file. */
function defaultLogo(brand: SchoolBrand): string {
  const initials = brand.nombre_corto
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">` +
    `<rect width="320" height="200" rx="24" fill="${brand.color}"/>` +
    `<text x="160" y="112" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="160" y="165" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(brand.nombre_corto)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Reads a configured logo once at start; a missing file stops the start with its name. */
export function loadLogo(brand: SchoolBrand): string {
  if (!brand.logoPath) return defaultLogo(brand);
  const mime = MIME[path.extname(brand.logoPath).toLowerCase()];
  if (!mime) throw new Error(`SCHOOL_${brand.id}_LOGO debe ser .svg, .png, .jpg o .webp: ${brand.logoPath}`);
  try {
    return `data:${mime};base64,${fs.readFileSync(brand.logoPath).toString('base64')}`;
  } catch {
    throw new Error(`SCHOOL_${brand.id}_LOGO no se puede leer: ${brand.logoPath}`);
  }
}

export function schoolInfoOf(brand: SchoolBrand, logo: string): SchoolInfo {
  return { id: brand.id, nombre: brand.nombre, nombre_corto: brand.nombre_corto, color: brand.color, logo, contacto: brand.contacto };
}
