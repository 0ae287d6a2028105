import { useEffect, useImperativeHandle, useRef, type Ref, type RefObject } from 'react';
import Box from '@mui/material/Box';
import SignaturePad from 'signature_pad';

/** What the signing form asks of the pad. */
export interface SignatureCanvasHandle {
  clear: () => void;
  /** The drawing as a PNG. */
  toPng: () => Promise<Blob>;
}

interface SignatureCanvasProps {
  ref: Ref<SignatureCanvasHandle>;
  /** Called whenever the pad turns empty or gets its first stroke. */
  onEmptyChange: (empty: boolean) => void;
  disabled: boolean;
  height?: number;
}

const BACKGROUND = 'rgb(255, 255, 255)';

/**
 * The signature pad (signature_pad): strokes by finger, pen or mouse on a
 * canvas sized to the screen's pixel ratio; a resize keeps what is drawn.
 */
export function SignatureCanvas({ ref, onEmptyChange, disabled, height = 200 }: SignatureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onEmptyChangeRef = useRef(onEmptyChange);

  useEffect(() => {
    onEmptyChangeRef.current = onEmptyChange;
  }, [onEmptyChange]);

  usePad(canvasRef, padRef, onEmptyChangeRef);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        padRef.current?.clear();
        onEmptyChangeRef.current(true);
      },
      toPng: () =>
        new Promise<Blob>((resolve, reject) => {
          const canvas = canvasRef.current;
          if (!canvas) {
            reject(new Error('No signature pad'));
            return;
          }
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Empty PNG'))), 'image/png');
        }),
    }),
    [],
  );

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label="Recuadro para tu firma"
      sx={{
        display: 'block',
        width: '100%',
        height,
        bgcolor: BACKGROUND,
        border: 2,
        borderStyle: 'dashed',
        borderColor: disabled ? 'divider' : 'primary.main',
        borderRadius: 1,
        touchAction: 'none',
        cursor: disabled ? 'default' : 'crosshair',
      }}
    />
  );
}

/** The signature pad on the canvas, kept at the canvas's size in device pixels (strokes redrawn), saying when a stroke ends whether it is empty. */
function usePad(canvasRef: RefObject<HTMLCanvasElement | null>, padRef: RefObject<SignaturePad | null>, onEmptyChangeRef: RefObject<(empty: boolean) => void>) {
  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { backgroundColor: BACKGROUND, penColor: '#0d1b5e', minWidth: 1, maxWidth: 3 });
    padRef.current = pad;

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.floor(canvas.offsetWidth * ratio);
      const tall = Math.floor(canvas.offsetHeight * ratio);
      if (width === 0 || (canvas.width === width && canvas.height === tall)) return;
      const strokes = pad.toData();
      canvas.width = width;
      canvas.height = tall;
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const onEnd = () => onEmptyChangeRef.current(pad.isEmpty());
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef, padRef, onEmptyChangeRef]);
}
