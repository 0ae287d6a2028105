import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text and page size of a PDF, read the way a viewer reads it. */
export async function readPdf(bytes: Buffer): Promise<{ pages: number; width: number; height: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const page = await doc.getPage(1);
  const [, , width, height] = page.view;
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ');
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, width: width!, height: height!, text };
}
