import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FactCheck from '@mui/icons-material/FactCheck';
import { EXERCISES_MSG, type SchoolId } from '@lms/contract';
import { useGroupQualityExam } from '../api/get-group-quality-exam';
import { EvaluationFrame, EvaluationProblem, EvaluationSkeleton } from './evaluation-frame';
import { EvaluationScreen, readFailure, type EvaluationGroup } from './evaluation-screen';

/** After delivering: it shows areas of opportunity and does not count toward the final grade (spec 2 §2). */
function ThanksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <FactCheck color="success" aria-hidden />
        {EXERCISES_MSG.qualityDeliveredTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{EXERCISES_MSG.qualityThanks}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface QualityExamScreenProps {
  school: SchoolId;
  studentId: number;
  groupId: number | null;
  /** The URL's `evaluacion`; without it get.evaluacion says which is the group's. */
  evaluationId: number | null;
  group: EvaluationGroup | undefined;
  onBack: () => void;
}

/** ExamenCalidad (spec 2 §2): the group's quality exam, delivered once, 'Entregado' when done, never graded for the level. */
export function QualityExamScreen({ school, studentId, groupId, evaluationId, group, onBack }: QualityExamScreenProps) {
  const [thanks, setThanks] = useState(false);
  const lookup = useGroupQualityExam(school, evaluationId === null ? groupId : null);
  const found = evaluationId ?? lookup.data?.[0]?.id_evaluacion ?? null;

  if (groupId !== null && found === null) {
    if (lookup.isError) return <EvaluationProblem message={readFailure(lookup.error)} onBack={onBack} onRetry={() => void lookup.refetch()} />;
    if (lookup.data) return <EvaluationProblem message={EXERCISES_MSG.qualityExamNone} onBack={onBack} />;
    return (
      <EvaluationFrame onBack={onBack}>
        <EvaluationSkeleton />
      </EvaluationFrame>
    );
  }
  return (
    <>
      <EvaluationScreen
        school={school}
        studentId={studentId}
        source="quality"
        groupId={groupId}
        evaluationId={found}
        group={group}
        onBack={onBack}
        onSent={() => setThanks(true)}
      />
      <ThanksDialog open={thanks} onClose={() => setThanks(false)} />
    </>
  );
}
