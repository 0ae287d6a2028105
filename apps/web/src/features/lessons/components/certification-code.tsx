import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Verified from '@mui/icons-material/Verified';
import { type CertificationCode, formatMessage, LESSONS_MSG, PASSING_GRADE, type SchoolId } from '@lms/contract';
import { addressId } from '../../../lib/routing';
import { formatGrade } from '../utils/lesson-date';
import { SectionCard } from '../../../components/ui/section-card';
import { isApiError } from '../../../lib/api/api-error';
import { useCertificationCode } from '../api/get-certification-code';

const CODE_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 700, fontSize: '1.5rem', letterSpacing: '0.08em', wordBreak: 'break-all' } as const;

/** Whether this student has seen the '¡Excelente!' dialog for this group (it opens by itself once). */
// The group encoded, as the key was first written on phones (the address's form of the id).
const seenKey = (school: SchoolId, userId: number, groupId: number) => `lms.certificacion.visto.${school}.${userId}.${addressId(groupId)}`;

function readSeen(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function markSeen(key: string): void {
  try {
    localStorage.setItem(key, '1');
  } catch {
    // Private mode without storage: the dialog opens again next time, nothing worse.
  }
}

interface CodeDialogProps {
  open: boolean;
  code: CertificationCode;
  /** The last certification lesson's grade: under the passing grade the dialog does not congratulate. */
  lastGrade: number;
  onClose: () => void;
}

/**
 * '¡Excelente!' (spec 2 §2): the code, what it is for, Descargar (the
 * manual), Presentar examen and close. After a last lesson under the passing
 * grade the same dialog says so instead of congratulating (issue 18).
 */
export function CertificationCodeDialog({ open, code, lastGrade, onClose }: CodeDialogProps) {
  const titleId = useId();
  const textId = useId();
  const passed = lastGrade >= PASSING_GRADE;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 700, color: passed ? 'success.dark' : 'text.primary' }}>
        {passed ? LESSONS_MSG.certificationCodeTitle : LESSONS_MSG.certificationCodeTitlePlain}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} id={textId}>
          <DialogContentText>
            {passed
              ? LESSONS_MSG.certificationCodeCongrats
              : formatMessage(LESSONS_MSG.certificationCodeNotPassed, { calificacion: formatGrade(lastGrade), minimo: PASSING_GRADE })}
          </DialogContentText>
          <Box sx={{ ...CODE_STYLE, textAlign: 'center', py: 1, borderRadius: 1, bgcolor: 'action.hover', color: 'text.primary' }}>{code.codigo}</Box>
          <DialogContentText>{LESSONS_MSG.certificationCodeUse}</DialogContentText>
        </Stack>
      </DialogContent>
      {/* A phone stacks the three, the main one on top; wider screens keep them in a row. */}
      <DialogActions disableSpacing sx={{ flexDirection: { xs: 'column-reverse', sm: 'row' }, alignItems: 'stretch', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cerrar</Button>
        <Button variant="outlined" startIcon={<Download />} href={code.ruta_archivo} target="_blank" rel="noopener" aria-label={`Descargar ${code.manual}`}>
          Descargar
        </Button>
        <Button variant="contained" startIcon={<OpenInNew />} href={code.ruta} target="_blank" rel="noopener noreferrer">
          Presentar examen
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CopyButton({ text }: { text: string }) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
        Copiar código
      </Button>
      <Typography variant="body2" role="status" color={result === 'failed' ? 'error' : 'success.dark'}>
        {result === 'copied' ? LESSONS_MSG.certificationCodeCopied : result === 'failed' ? LESSONS_MSG.certificationCodeCopyFailed : ''}
      </Typography>
    </Stack>
  );
}

interface CodeCardProps {
  school: SchoolId;
  userId: number;
  groupId: number;
  /** The last certification lesson's grade. */
  lastGrade: number;
}

/**
 * The CODIGO card (spec 2 §4), shown once the last certification lesson has a
 * grade: the code with a copy button and the '¡Excelente!' dialog, which
 * opens by itself the first time the code appears (remembered per student and
 * group on this device) and again from 'Ver instrucciones'.
 */
export function CertificationCodeCard({ school, userId, groupId, lastGrade }: CodeCardProps) {
  const code = useCertificationCode(school, groupId, true);
  const key = seenKey(school, userId, groupId);
  // Read once, when the card first shows: the dialog opens by itself only for a code never seen here.
  const [firstTime] = useState(() => !readSeen(key));
  const [choice, setChoice] = useState<'auto' | 'open' | 'closed'>('auto');
  const dialogOpen = choice === 'open' || (choice === 'auto' && firstTime && code.data !== undefined);

  useEffect(() => {
    if (dialogOpen) markSeen(key);
  }, [dialogOpen, key]);

  let content;
  if (code.data) {
    content = (
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          Tu código para el examen de certificación:
        </Typography>
        <Box sx={CODE_STYLE}>{code.data.codigo}</Box>
        <CopyButton text={code.data.codigo} />
        <Button variant="contained" onClick={() => setChoice('open')}>
          Ver instrucciones
        </Button>
        <CertificationCodeDialog open={dialogOpen} code={code.data} lastGrade={lastGrade} onClose={() => setChoice('closed')} />
      </Stack>
    );
  } else if (code.isError) {
    const message = isApiError(code.error) && code.error.serverMessage ? code.error.serverMessage : LESSONS_MSG.certificationCodeNotYet;
    content = <Alert severity="info">{message}</Alert>;
  } else {
    content = <Skeleton variant="rounded" height={120} role="status" aria-label="Cargando código de certificación" />;
  }
  return (
    <SectionCard title="Código de certificación" icon={<Verified aria-hidden />}>
      {content}
    </SectionCard>
  );
}
