import { useId, useRef, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import UploadFile from '@mui/icons-material/UploadFile';
import Visibility from '@mui/icons-material/Visibility';
import { CONSTANCIA_ACCEPT } from '../utils/constancia-suggestions';

interface ConstanciaFieldProps {
  /** The stored name of the current constancia, '' when there is none. */
  value: string;
  error: string | undefined;
  /** Edit mode: a new PDF may be chosen. */
  editable: boolean;
  /** The chosen PDF is being read and uploaded. */
  reading: boolean;
  opening: boolean;
  onChoose: (file: File) => void;
  onOpen: () => void;
}

/**
 * The Constancia de Situación Fiscal: choose a PDF (only .pdf is offered,
 * spec 1 §5) and see the one on file.
 */
export function ConstanciaField({ value, error, editable, reading, opening, onChoose, onOpen }: ConstanciaFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const errorId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change again.
    event.target.value = '';
    if (file) onChoose(file);
  };

  const status = reading ? 'Leyendo tu constancia…' : value ? 'Constancia de situación fiscal cargada' : 'Aún no has subido tu constancia';
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 2, pb: 1.5, pt: 0.5, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
        Constancia de situación fiscal (PDF) *
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PictureAsPdf aria-hidden sx={{ color: value ? 'error.dark' : 'text.disabled' }} />
        <Typography id={statusId} role="status" sx={{ fontWeight: value ? 600 : 400 }}>
          {status}
        </Typography>
      </Stack>
      {editable && (
        <Typography variant="body2" color="text.secondary">
          Al subirla llenamos tu RFC, régimen y municipio con los datos de la constancia.
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editable && (
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            loading={reading}
            loadingPosition="start"
            onClick={() => input.current?.click()}
            aria-describedby={error ? errorId : statusId}
          >
            {value ? 'Cambiar constancia' : 'Subir constancia'}
          </Button>
        )}
        {value && (
          <Button variant="outlined" startIcon={<Visibility />} loading={opening} loadingPosition="start" onClick={onOpen} disabled={reading}>
            Ver constancia
          </Button>
        )}
      </Stack>
      {error && (
        <FormHelperText id={errorId} error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
      <input ref={input} type="file" accept={CONSTANCIA_ACCEPT} hidden onChange={onChange} aria-label="Archivo PDF de la constancia" />
    </Stack>
  );
}
