/**
 * Suggests the régimen and the municipio of a fiscal form from the text of a
 * constancia: comparison without accents and case, longest name first (so
 * "General de Ley Personas Morales" wins over a shorter name it contains).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function bestMatch<T>(text: string, items: readonly T[], nameOf: (item: T) => string): T | null {
  const haystack = ` ${foldText(text).replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ')} `;
  const sorted = [...items].sort((a, b) => nameOf(b).length - nameOf(a).length);
  for (const item of sorted) {
    const needle = foldText(nameOf(item)).replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
    if (needle && haystack.includes(` ${needle} `)) return item;
  }
  return null;
}

/** The text after a label of the constancia, up to `length` characters, or null without the label. */
function afterLabel(text: string, label: RegExp, length: number): string | null {
  const folded = foldText(text);
  const match = label.exec(folded);
  return match ? folded.slice(match.index + match[0].length, match.index + match[0].length + length) : null;
}

export function suggestRegimen<T extends { regimen: string }>(text: string, regimes: readonly T[]): T | null {
  // The regimes are listed after "Regímenes:"; the place of issue and other data come before.
  const section = afterLabel(text, /REGIMENES:/, 400);
  return (section && bestMatch(section, regimes, (r) => r.regimen)) || bestMatch(text, regimes, (r) => r.regimen);
}

export function suggestMunicipio<T extends { nombre: string }>(text: string, municipios: readonly T[]): T | null {
  // The fiscal address names it after this label; the place of issue ("MONTERREY, NUEVO LEON A ...") must not win.
  const section = afterLabel(text, /MUNICIPIO O DEMARCACION TERRITORIAL:/, 60);
  return (section && bestMatch(section, municipios, (m) => m.nombre)) || bestMatch(text, municipios, (m) => m.nombre);
}
