import { getDocument, GlobalWorkerOptions, PDFWorker, RenderingCancelledException, type RenderTask } from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { pageRender } from './page-window';

// Loaded only by the Books screen (a dynamic import of its viewer). The legacy
// build, as the constancia reader's: phones with older browsers open books
// too, and both share one chunk and one worker file of ours (CSP worker-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

// One worker for every book, started as soon as this module loads (the Books
// screen asks for it while it still reads its lessons): the worker's script
// is parsed while the book's address is not known yet.
let worker: PDFWorker | null = null;
const sharedWorker = () => (worker ??= new PDFWorker());

/** Starts the worker ahead of the first book. */
export function warmUp(): void {
  sharedWorker();
}

export interface PageDrawing {
  /** Settles once the page is on the canvas, or is cancelled. */
  done: Promise<void>;
  /** Stops drawing and frees the page's resources in the worker. */
  release: () => void;
}

export interface PdfBook {
  pageCount: number;
  /** Height over width of page 1: the placeholders' shape until a page is drawn. */
  firstPageRatio: number;
  /** Draws page `n` at `cssWidth` CSS pixels × the screen's pixel ratio. */
  draw: (n: number, canvas: HTMLCanvasElement, cssWidth: number, pixelRatio: number) => PageDrawing;
  close: () => Promise<void>;
}

/**
 * Opens a book by URL (same origin: the session cookie goes with it). Only
 * what is asked is drawn: the viewer draws the pages near the view and
 * releases the others.
 */
export async function openBook(url: string): Promise<PdfBook> {
  // No log noise in the console (pdf.js 6 no longer evaluates code; the CSP forbids it anyway).
  // The API answers byte ranges: a big book is read by the parts its drawn
  // pages need (no stream of the whole file, no fetching ahead), so the first
  // page does not wait for the rest and a phone's data is spared. A small one
  // (under two 64 KB chunks) comes in one request.
  const loading = getDocument({ url, verbosity: 0, worker: sharedWorker(), disableStream: true, disableAutoFetch: true });
  try {
    const doc = await loading.promise;
    const first = (await doc.getPage(1)).getViewport({ scale: 1 });
    return {
      pageCount: doc.numPages,
      firstPageRatio: first.height / first.width,
      draw(n, canvas, cssWidth, pixelRatio) {
        let released = false;
        let task: RenderTask | null = null;
        const pagePromise = doc.getPage(n);
        const done = (async () => {
          const page = await pagePromise;
          if (released) return;
          const base = page.getViewport({ scale: 1 });
          const size = pageRender(base.width, base.height, cssWidth, pixelRatio);
          canvas.width = size.width;
          canvas.height = size.height;
          task = page.render({ canvas, viewport: page.getViewport({ scale: size.scale }) });
          try {
            await task.promise;
          } catch (error) {
            if (!(error instanceof RenderingCancelledException)) throw error;
          }
        })();
        return {
          done,
          release() {
            released = true;
            task?.cancel();
            void pagePromise.then((page) => page.cleanup(), () => undefined);
          },
        };
      },
      close: () => loading.destroy(),
    };
  } catch (error) {
    await loading.destroy();
    throw error;
  }
}
