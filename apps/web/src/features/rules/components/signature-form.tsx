import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Draw from '@mui/icons-material/Draw';
import LayersClear from '@mui/icons-material/LayersClear';
import type { SchoolId } from '@lms/contract';
import { useSignRules } from '../api/sign-rules';
import { SignatureCanvas, type SignatureCanvasHandle } from './signature-canvas';

interface SignatureFormProps {
  school: SchoolId;
  userId: number;
}

/** The pad, Limpiar, the optional guardian name and Firmar (enabled once something is drawn). */
export function SignatureForm({ school, userId }: SignatureFormProps) {
  const pad = useRef<SignatureCanvasHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [tutor, setTutor] = useState('');
  const sign = useSignRules(school, userId);
  const hintId = useId();

  const onSign = async () => {
    if (!pad.current || empty) return;
    sign.mutate({ png: await pad.current.toPng(), nombreTutor: tutor });
  };

  return (
    <Stack spacing={2}>
      <Typography id={hintId} color="text.secondary">
        Firma dentro del recuadro con tu dedo o con el mouse para aceptar el reglamento.
      </Typography>
      <SignatureCanvas ref={pad} onEmptyChange={setEmpty} disabled={sign.isPending} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button startIcon={<LayersClear />} onClick={() => pad.current?.clear()} disabled={empty || sign.isPending}>
          Limpiar
        </Button>
      </Stack>
      <TextField
        label="Nombre del tutor (opcional)"
        value={tutor}
        onChange={(e) => setTutor(e.target.value)}
        disabled={sign.isPending}
        autoComplete="name"
        helperText="Si eres menor de edad, escribe el nombre de tu mamá, papá o tutor."
        slotProps={{ htmlInput: { maxLength: 120 } }}
        fullWidth
      />
      <Button
        variant="contained"
        size="large"
        startIcon={<Draw />}
        disabled={empty}
        loading={sign.isPending}
        loadingPosition="start"
        onClick={() => void onSign()}
        aria-describedby={hintId}
      >
        Firmar
      </Button>
    </Stack>
  );
}
