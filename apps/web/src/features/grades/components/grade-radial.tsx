import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { radialPercent, type GradeTone } from '../utils/grade-format';

interface GradeRadialProps {
  /** The points or grade; null when there is none yet (the ring stays empty, a dash in its centre). */
  value: number | null;
  max: number;
  /** What the centre shows for the value (2 decimals at most). */
  valueText: string;
  tone?: GradeTone;
  size?: number;
}

/**
 * A radial chart of a grade: MUI's determinate CircularProgress over its
 * track, the value and its maximum in the centre. The ring is decoration: the
 * numbers are text (the card's title says what they are).
 */
export function GradeRadial({ value, max, valueText, tone = 'primary', size = 96 }: GradeRadialProps) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex', width: size, height: size }}>
      <CircularProgress
        variant="determinate"
        value={radialPercent(value, max)}
        color={tone}
        size={size}
        thickness={4.5}
        enableTrackSlot
        aria-hidden
        sx={{ '& .MuiCircularProgress-track': { color: 'action.hover', opacity: 1 } }}
      />
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size >= 120 ? '1.75rem' : '1.25rem', lineHeight: 1.1 }}>
          {valueText}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          de {max}
        </Typography>
      </Box>
    </Box>
  );
}

interface RadialCardProps extends GradeRadialProps {
  title: string;
  /** Under the chart: a status tag or a short note. */
  footer?: ReactNode;
}

/** A titled card with one radial chart (Calificaciones' parts and total, the kardex average). */
export function RadialCard({ title, footer, ...radial }: RadialCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center', p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <GradeRadial {...radial} />
        {footer}
      </CardContent>
    </Card>
  );
}
