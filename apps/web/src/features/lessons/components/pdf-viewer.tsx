import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { usePinch } from '@use-gesture/react';
import { formatMessage, LESSONS_MSG } from '@lms/contract';
import { readLastPage, saveLastPage, type BookPlace } from '../utils/book-position';
import { currentPage, pagesToDraw } from '../utils/page-window';
import type { PdfBook } from '../utils/pdf-document';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from '../utils/zoom-steps';
import { PdfPage } from './pdf-page';

/** Spec 2 §2: the embedded viewer is 600 px high. */
const VIEWER_HEIGHT = 600;
const PAGE_GAP = 8;
const SHARE_STEPS = [0, 0.25, 0.5, 0.75, 1];

const loadPdf = () => import('../utils/pdf-document');

/** Loads pdf.js and starts its worker ahead of the first book (the Books screen calls it while it reads its lessons). */
export function preloadPdfViewer(): void {
  void loadPdf().then(({ warmUp }) => warmUp(), () => undefined);
}

interface PdfPagesProps {
  book: PdfBook;
  title: string;
  place: BookPlace;
}

function PdfPages({ book, title, place }: PdfPagesProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { fitWidth, shares, observe } = usePageShares(scrollRef);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const pinch = usePinchZoom(scrollRef, setZoom);
  // The page the book reopens at (the last one read): drawn alone first, the rest once it is on screen.
  const [startPage] = useState(() => readLastPage(place, book.pageCount));
  const [started, setStarted] = useState(false);
  const statusId = useId();
  const width = Math.round(fitWidth * zoom);
  useReopenAt(scrollRef, fitWidth, startPage);
  const remember = useKeepPlaceOnZoom(scrollRef, width);

  const visible = [...shares].filter(([, share]) => share > 0).map(([n]) => n);
  const drawn = new Set(started ? pagesToDraw(visible, book.pageCount, 1) : [startPage]);
  const shown = started ? (currentPage(shares) ?? startPage) : startPage;
  const onRendered = useCallback((n: number) => n === startPage && setStarted(true), [startPage]);

  useEffect(() => {
    if (started) saveLastPage(place, shown);
  }, [started, shown, place]);

  return (
    <Box>
      <ZoomBar zoom={zoom} setZoom={setZoom} />
      <Box
        ref={scrollRef}
        role="region"
        aria-label={`Vista previa de ${title}`}
        aria-describedby={statusId}
        tabIndex={0}
        onScroll={remember}
        sx={{
          height: VIEWER_HEIGHT,
          overflow: 'auto',
          // The browser scrolls both ways; a pinch is the viewer's (it zooms the pages, not the screen).
          touchAction: 'pan-x pan-y',
          bgcolor: 'grey.200',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Box
          sx={{ p: `${PAGE_GAP}px`, display: 'flex', flexDirection: 'column', gap: `${PAGE_GAP}px`, width: 'max-content', minWidth: '100%', boxSizing: 'border-box', transform: pinch === 1 ? undefined : `scale(${pinch})`, transformOrigin: 'top center' }}
        >
          {fitWidth > 0 &&
            Array.from({ length: book.pageCount }, (_, i) => i + 1).map((n) => (
              <PdfPage key={n} book={book} n={n} width={width} drawn={drawn.has(n)} observe={observe} onRendered={onRendered} />
            ))}
        </Box>
      </Box>
      <Typography id={statusId} variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
        {formatMessage(LESSONS_MSG.pdfPageOf, { n: shown, total: book.pageCount })}
      </Typography>
      {startPage > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {formatMessage(LESSONS_MSG.pdfResumed, { n: startPage })}
        </Typography>
      )}
    </Box>
  );
}

type ScrollRef = RefObject<HTMLDivElement | null>;

/** The pages' width at 100 % (the viewer's inside its padding), and how much of each page is in view. */
function usePageShares(scrollRef: ScrollRef) {
  const observerRef = useRef<IntersectionObserver | null>(null);
  const sharesRef = useRef(new Map<number, number>());
  const [shares, setShares] = useState<ReadonlyMap<number, number>>(new Map());
  const [fitWidth, setFitWidth] = useState(0);

  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    const measure = () => setFitWidth(Math.floor(root.clientWidth - 2 * PAGE_GAP));
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
  }, [scrollRef]);

  // Pages mount once the width is measured, after the observer exists: each one registers itself.
  const observe = useCallback((element: HTMLElement | null) => {
    if (element) observerRef.current?.observe(element);
  }, []);
  return { fitWidth, shares, observe };
}

/** Reopening a book: to the last page read, before anything is drawn. */
function useReopenAt(scrollRef: ScrollRef, fitWidth: number, startPage: number) {
  const positioned = useRef(false);
  useLayoutEffect(() => {
    const root = scrollRef.current;
    if (!root || fitWidth <= 0 || positioned.current) return;
    positioned.current = true;
    const page = root.querySelector<HTMLElement>(`[data-page="${startPage}"]`);
    if (page && startPage > 1) root.scrollTop += page.getBoundingClientRect().top - root.getBoundingClientRect().top - PAGE_GAP;
  }, [scrollRef, fitWidth, startPage]);
}

/** A new zoom keeps the same place of the book in view (the pages grew or shrank around it); returns the scroll handler that remembers the place. */
function useKeepPlaceOnZoom(scrollRef: ScrollRef, width: number) {
  const previous = useRef({ width, top: 0, left: 0 });
  useLayoutEffect(() => {
    const root = scrollRef.current;
    const before = previous.current;
    if (root && before.width > 0 && before.width !== width) {
      const ratio = width / before.width;
      root.scrollTop = before.top * ratio;
      root.scrollLeft = before.left * ratio + (root.clientWidth / 2) * (ratio - 1);
    }
    previous.current = { width, top: root?.scrollTop ?? 0, left: root?.scrollLeft ?? 0 };
  }, [scrollRef, width]);
  // Where the reader is, for the next zoom.
  return () => {
    const root = scrollRef.current;
    if (root) previous.current = { width, top: root.scrollTop, left: root.scrollLeft };
  };
}

/** Two fingers: the pages follow the pinch (scaled, for the gesture only), and are drawn anew at the new size when it ends. */
function usePinchZoom(scrollRef: ScrollRef, setZoom: Dispatch<SetStateAction<number>>): number {
  const [pinch, setPinch] = useState(1);
  usePinch(
    ({ movement: [scale], last }) => {
      if (!last) return setPinch(scale);
      setPinch(1);
      setZoom((z) => clampZoom(z * scale));
    },
    { target: scrollRef, eventOptions: { passive: false }, scaleBounds: { min: MIN_ZOOM / MAX_ZOOM, max: MAX_ZOOM } },
  );
  return pinch;
}

function ZoomBar({ zoom, setZoom }: { zoom: number; setZoom(zoom: number): void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end', mb: 1 }}>
      <IconButton aria-label={LESSONS_MSG.pdfZoomOut} onClick={() => setZoom(zoomOut(zoom))} disabled={zoom <= MIN_ZOOM} sx={{ width: 48, height: 48 }}>
        <ZoomOut />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 96, textAlign: 'center' }}>
        {formatMessage(LESSONS_MSG.pdfZoomLevel, { n: Math.round(zoom * 100) })}
      </Typography>
      <IconButton aria-label={LESSONS_MSG.pdfZoomIn} onClick={() => setZoom(zoomIn(zoom))} disabled={zoom >= MAX_ZOOM} sx={{ width: 48, height: 48 }}>
        <ZoomIn />
      </IconButton>
    </Stack>
  );
}

type BookState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; book: PdfBook };

/**
 * The embedded e-book viewer (spec 2 §2, 600 px high): pdf.js loads with it
 * (a chunk of its own) and draws page by page, only near the view, at the
 * viewer's width × the zoom × the pixel ratio, so a 40-page book opens on a
 * phone without freezing it and stays sharp when zoomed. It reopens at the
 * last page read (per user and book) and draws that page before any other.
 */
export function PdfViewer({ url, title, school, userId }: { url: string; title: string; school: number; userId: number }) {
  // The parent keys it by url: another book is a new viewer, starting at 'loading'.
  const [state, setState] = useState<BookState>({ status: 'loading' });
  const [place] = useState<BookPlace>(() => ({ school, userId, url }));

  useEffect(() => {
    let current = true;
    let opened: PdfBook | null = null;
    loadPdf()
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
  if (state.status === 'failed') return <Alert severity="warning">{LESSONS_MSG.pdfViewFailed}</Alert>;
  return <PdfPages book={state.book} title={title} place={place} />;
}
