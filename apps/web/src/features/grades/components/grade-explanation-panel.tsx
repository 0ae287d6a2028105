import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Calculate from '@mui/icons-material/Calculate';
import type { GradeExplanation, GradeToPass } from '@lms/contract';

const TO_PASS_SEVERITY: Record<GradeToPass['estado'], 'success' | 'info' | 'warning'> = {
  alcanzado: 'success',
  posible: 'info',
  imposible: 'warning',
};

interface GradeExplanationPanelProps {
  /** null while the group's planned counts (grupos.informacion) are read; 'error' when they could not be. */
  explanation: GradeExplanation | null | 'error';
}

/**
 * "¿Cómo se calcula?" (issue 9, beyond the spec): each part's formula with the
 * student's own numbers, the total, and what is still needed to pass, all
 * sentences of explainGrade (contract). Closed at first: the radial cards
 * answer "how am I doing"; this answers "why".
 */
export function GradeExplanationPanel({ explanation }: GradeExplanationPanelProps) {
  let details;
  if (explanation === null) {
    details = <Skeleton variant="rounded" height={160} aria-label="Cargando explicación" />;
  } else if (explanation === 'error') {
    details = <Alert severity="warning">No pudimos leer los datos del curso para explicar tu calificación. Intenta de nuevo más tarde.</Alert>;
  } else {
    const { asistencias, ejercicios, examenes, totalFormula, toPass } = explanation;
    const lines = [asistencias.formula, ejercicios.formula, examenes.formula, ...(examenes.recoveryNote ? [examenes.recoveryNote] : [])];
    details = (
      <>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
          {lines.map((line) => (
            <Typography component="li" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
        <Typography sx={{ fontWeight: 700, mt: 1 }}>{totalFormula}</Typography>
        <Alert severity={TO_PASS_SEVERITY[toPass.estado]} sx={{ mt: 2 }}>
          {toPass.sentence}
        </Alert>
      </>
    );
  }
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
          <Calculate aria-hidden />
          <Typography component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
            ¿Cómo se calcula?
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>{details}</AccordionDetails>
    </Accordion>
  );
}
