import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatMessage, STUDY_MSG } from '@lms/contract';
import { currentPage, pagesToDraw } from '../utils/page-window';
import type { PdfBook } from '../utils/pdf-document';

/** Spec 2 §2: the embedded viewer is 600 px high. */
const VIEWER_HEIGHT = 600;
const PAGE_GAP = 8;
const SHARE_STEPS = [0, 0.25, 0.5, 0.75, 1];

interface PdfPageProps {
  book: PdfBook;
  n: number;
  width: number;
  drawn: boolean;
  observe: (element: HTMLElement | null) => void;
}

/** One page: a placeholder of the page's shape, with a canvas only while it is near the view. */
function PdfPage({ book, n, width, drawn, observe }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!drawn || !canvas || width <= 0) return;
    const drawing = book.draw(n, canvas, width, window.devicePixelRatio || 1);
    let active = true;
    drawing.done.then(
      () => active && setRendered(true),
      () => undefined,
    );
    return () => {
      active = false;
      drawing.release();
      // A released page gives its pixels back: a 40-page book keeps only a few.
      canvas.width = 0;
      canvas.height = 0;
      setRendered(false);
    };
  }, [book, n, width, drawn]);

  return (
    <Box
      ref={observe}
      data-page={n}
      sx={{ bgcolor: 'common.white', boxShadow: 1, minHeight: rendered ? undefined : Math.round(width * book.firstPageRatio), lineHeight: 0 }}
    >
      {drawn && (
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`Página ${n}`}
          data-rendered={rendered ? 'true' : undefined}
          style={{ display: 'block', width: '100%', height: rendered ? 'auto' : 0 }}
        />
      )}
    </Box>
  );
}

function PdfPages({ book, title }: { book: PdfBook; title: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const observerRef = useRef<IntersectionObserver | null>(null);
  const sharesRef = useRef(new Map<number, number>());
  const [shares, setShares] = useState<ReadonlyMap<number, number>>(new Map());
  const [width, setWidth] = useState(0);
  const statusId = useId();

  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    // The pages' width: the viewer's inside its padding.
    const measure = () => setWidth(Math.floor(root.clientWidth - 2 * PAGE_GAP));
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(root);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const n = Number((entry.target as HTMLElement).dataset.page);
          sharesRef.current.set(n, entry.isIntersecting ? entry.intersectionRatio : 0);
        }
        setShares(new Map(sharesRef.current));
      },
      { root, threshold: SHARE_STEPS },
    );
    observerRef.current = observer;
    return () => {
      resize.disconnect();
      observer.disconnect();
      observerRef.current = null;
    };
  }, []);

  // Pages mount once the width is measured, after the observer exists: each one registers itself.
  const observe = useCallback((element: HTMLElement | null) => {
    if (element) observerRef.current?.observe(element);
  }, []);

  const visible = [...shares].filter(([, share]) => share > 0).map(([n]) => n);
  const drawn = new Set(pagesToDraw(visible, book.pageCount, 1));
  const shown = currentPage(shares) ?? 1;

  return (
    <Box>
      <Box
        ref={scrollRef}
        role="region"
        aria-label={`Vista previa de ${title}`}
        aria-describedby={statusId}
        tabIndex={0}
        sx={{ height: VIEWER_HEIGHT, overflowY: 'auto', bgcolor: 'grey.200', borderRadius: 1, p: `${PAGE_GAP}px`, display: 'flex', flexDirection: 'column', gap: `${PAGE_GAP}px`, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        {width > 0 &&
          Array.from({ length: book.pageCount }, (_, i) => i + 1).map((n) => (
            <PdfPage key={n} book={book} n={n} width={width} drawn={drawn.has(n)} observe={observe} />
          ))}
      </Box>
      <Typography id={statusId} variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
        {formatMessage(STUDY_MSG.pdfPageOf, { n: shown, total: book.pageCount })}
      </Typography>
    </Box>
  );
}

type BookState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; book: PdfBook };

/**
 * The embedded e-book viewer (spec 2 §2, 600 px high): pdf.js loads with it
 * (a chunk of its own) and draws page by page, only near the view, at the
 * viewer's width × the pixel ratio, so a 40-page book opens on a phone
 * without freezing it.
 */
export function PdfViewer({ url, title }: { url: string; title: string }) {
  // The parent keys it by url: another book is a new viewer, starting at 'loading'.
  const [state, setState] = useState<BookState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    let opened: PdfBook | null = null;
    import('../utils/pdf-document')
      .then(({ openBook }) => openBook(url))
      .then(
        (book) => {
          if (!current) return void book.close();
          opened = book;
          setState({ status: 'ready', book });
        },
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
      void opened?.close();
    };
  }, [url]);

  if (state.status === 'loading') return <Skeleton variant="rounded" height={VIEWER_HEIGHT} role="status" aria-label={`Cargando ${title}`} />;
  if (state.status === 'failed') return <Alert severity="warning">{STUDY_MSG.pdfViewFailed}</Alert>;
  return <PdfPages book={state.book} title={title} />;
}
