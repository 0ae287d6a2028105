import jsQR from 'jsqr';
import { getDocument, GlobalWorkerOptions, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import type { ConstanciaReading } from './constancia-suggestions';

// The legacy build: phones with older browsers read constancias too. Its worker
// is a file of ours (CSP worker-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

/** Spec 1 §9: the first page is rendered at scale 2 to read the QR. */
const QR_RENDER_SCALE = 2;
/** The régimen is listed on page 2 of a real constancia (refdata constancia-qr.md §3). */
const TEXT_PAGES = 3;

async function readQr(page: PDFPageProxy): Promise<string | null> {
  const viewport = page.getViewport({ scale: QR_RENDER_SCALE });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

async function readText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
}

/**
 * Reads a constancia in the browser: the QR of page 1 rendered at scale 2,
 * and the text of its first pages. A file pdf.js cannot open reads as nothing
 * (the server then refuses it by content).
 */
export async function readConstanciaPdf(file: Blob): Promise<ConstanciaReading> {
  const data = new Uint8Array(await file.arrayBuffer());
  // No log noise in the console (pdf.js 6 no longer evaluates code; the CSP forbids it anyway).
  const loading = getDocument({ data, verbosity: 0 });
  try {
    const doc = await loading.promise;
    const qr = await readQr(await doc.getPage(1));
    const texts: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, TEXT_PAGES); n++) texts.push(await readText(await doc.getPage(n)));
    return { qr, text: texts.join('\n') };
  } catch {
    return { qr: null, text: '' };
  } finally {
    await loading.destroy();
  }
}
