import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import type { PdfBook } from '../utils/pdf-document';

interface PdfPageProps {
  book: PdfBook;
  n: number;
  /** The page's width in CSS pixels: the viewer's width × the zoom. */
  width: number;
  drawn: boolean;
  observe: (element: HTMLElement | null) => void;
  /** Called once the page is on screen (or could not be drawn). */
  onRendered?: (n: number) => void;
}

function free(canvas: HTMLCanvasElement | null) {
  if (!canvas) return;
  // A released page gives its pixels back: a 40-page book keeps only a few.
  canvas.width = 0;
  canvas.height = 0;
}

/**
 * One page: a placeholder of the page's shape, holding a canvas only while it
 * is near the view. A new width (zoom) draws a new canvas at the new scale off
 * screen and swaps it in when done, so the page is sharp at every zoom and the
 * old drawing stays on screen meanwhile.
 */
export function PdfPage({ book, n, width, drawn, observe, onRendered }: PdfPageProps) {
  const holderRef = useRef<HTMLDivElement | null>(null);
  const [rendered, setRendered] = useState(false);
  const renderedRef = useRef(onRendered);
  useEffect(() => {
    renderedRef.current = onRendered;
  });
  const setHolder = useCallback(
    (element: HTMLDivElement | null) => {
      holderRef.current = element;
      observe(element);
    },
    [observe],
  );

  useEffect(() => {
    const holder = holderRef.current;
    if (!drawn || !holder || width <= 0) return;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Página ${n}`);
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = 'auto';
    const drawing = book.draw(n, canvas, width, window.devicePixelRatio || 1);
    let active = true;
    drawing.done.then(
      () => {
        if (!active) return;
        canvas.dataset.rendered = 'true';
        const old = holder.firstElementChild as HTMLCanvasElement | null;
        holder.replaceChildren(canvas);
        free(old);
        setRendered(true);
        renderedRef.current?.(n);
      },
      // A page that cannot be drawn does not hold the others back.
      () => active && renderedRef.current?.(n),
    );
    return () => {
      active = false;
      drawing.release();
      if (!canvas.isConnected) free(canvas);
    };
  }, [book, n, width, drawn]);

  // Out of the view's reach: the drawing goes, the placeholder keeps the page's place.
  useEffect(() => {
    const holder = holderRef.current;
    if (drawn || !holder) return;
    free(holder.firstElementChild as HTMLCanvasElement | null);
    holder.replaceChildren();
    setRendered(false);
  }, [drawn]);

  return (
    <Box
      ref={setHolder}
      data-page={n}
      sx={{ bgcolor: 'common.white', boxShadow: 1, width, flexShrink: 0, mx: 'auto', minHeight: rendered ? undefined : Math.round(width * book.firstPageRatio), lineHeight: 0 }}
    />
  );
}
