import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import RateReview from '@mui/icons-material/RateReviewOutlined';
import { awaitsComment, COMMENTS_MSG, type FailingComment, type FailingStudentRow, PASSING_GRADE } from '@lms/contract';
import { StatusTag } from '../../../components/ui/status-tag';
import { gradeText } from '../utils/failing-list';
import { CommentStatusChip } from './comment-status-chip';

interface FailingStudentCardProps {
  row: FailingStudentRow;
  comment: FailingComment | null;
  onSend: (row: FailingStudentRow) => void;
  onReview: (row: FailingStudentRow, comment: FailingComment, to: 1 | 2) => void;
}

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'America/Monterrey' });

/** A figure out of its whole, as the card's small boxes show it. */
function Figure({ label, value, of }: { label: string; value: string; of: string }) {
  return (
    <Box sx={{ px: 1, py: 0.75, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {value} <Typography component="span" variant="body2" color="text.secondary">de {of}</Typography>
      </Typography>
    </Box>
  );
}

/** Its number, or a dash for none; the extra grade's chip is red under 70 (spec 3 §9). */
function Grade({ label, value, chip = false }: { label: string; value: FailingStudentRow['primera']; chip?: boolean }) {
  const text = gradeText(value);
  const failing = typeof value === 'number' && value < PASSING_GRADE;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {chip && value !== null ? <StatusTag label={text} color={failing ? 'error' : 'success'} /> : text}
      </Typography>
    </Stack>
  );
}

/**
 * A student at risk (spec 3 §3 "Failing-student row"): name, matrícula and
 * group; the level's grades; the platform's points, classes, exercises and
 * exams against the planned; phones to call them; the comment with its status.
 * 'Enviar Comentario' while they have none under review or accepted;
 * Aceptar and Rechazar for a coordinator on a comment under review.
 */
export function FailingStudentCard({ row, comment, onSend, onReview }: FailingStudentCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-student={row.matricula}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {row.nombre}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.matricula} · {row.grupo}
            </Typography>
          </Box>
          <CommentStatusChip estado={row.id_estado} />
        </Stack>

        <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, my: 1.5 }}>
          <Grade label="1ª oportunidad" value={row.primera} />
          <Grade label="2ª oportunidad" value={row.segunda} />
          <Grade label="Extra" value={row.extra} chip />
          <Grade label="Final" value={row.pts_finales} />
        </Stack>

        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
          <Figure label="Puntos" value={gradeText(row.total)} of="100" />
          <Figure label="Asistencias" value={String(row.asistencias)} of={String(row.total_dias_laborales)} />
          <Figure label="Ejercicios" value={String(row.ejercicios)} of={String(row.num_ejercicios)} />
          <Figure label="Exámenes" value={String(row.examenes)} of={String(row.num_examenes)} />
        </Box>

        <Phones row={row} />

        {comment && <CommentQuote comment={comment} />}

        <CardActions row={row} comment={comment} onSend={onSend} onReview={onReview} />
      </CardContent>
    </Card>
  );
}

/** Phones to call the student, as links. */
function Phones({ row }: { row: FailingStudentRow }) {
  const phones = [
    ['Teléfono', row.telefono],
    ['Celular', row.celular],
  ].filter((p): p is [string, string] => Boolean(p[1]));
  if (phones.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, mt: 1.5 }}>
      {phones.map(([label, phone]) => (
        <Typography key={label} variant="body2">
          {label}: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
        </Typography>
      ))}
    </Stack>
  );
}

function CommentQuote({ comment }: { comment: NonNullable<FailingStudentCardProps['comment']> }) {
  return (
    <Box component="figure" sx={{ m: 0, mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
      <Typography component="blockquote" sx={{ m: 0 }}>
        {comment.mensaje}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {comment.autor} · {dateFormat.format(new Date(comment.fecha))}
      </Typography>
    </Box>
  );
}

/** 'Enviar Comentario' while the student has none under review or accepted; Aceptar and Rechazar for a coordinator on one under review. */
function CardActions({ row, comment, onSend, onReview }: FailingStudentCardProps) {
  if (!awaitsComment(row) && !comment?.revisable) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      {awaitsComment(row) && (
        <Button variant="contained" startIcon={<RateReview />} onClick={() => onSend(row)} aria-label={`${COMMENTS_MSG.sendComment}: ${row.nombre}`}>
          {COMMENTS_MSG.sendComment}
        </Button>
      )}
      {comment?.revisable && (
        <>
          <Button variant="outlined" color="error" startIcon={<Close />} onClick={() => onReview(row, comment, 2)} aria-label={`Rechazar el comentario de ${row.nombre}`}>
            Rechazar
          </Button>
          <Button variant="contained" color="success" startIcon={<Check />} onClick={() => onReview(row, comment, 1)} aria-label={`Aceptar el comentario de ${row.nombre}`}>
            Aceptar
          </Button>
        </>
      )}
    </Stack>
  );
}
