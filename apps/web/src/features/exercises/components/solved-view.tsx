import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Edit from '@mui/icons-material/Edit';
import School from '@mui/icons-material/School';
import { EXERCISES_MSG, formatMessage, type Question, type SolvedEvaluation } from '@lms/contract';
import { optionLabel, shownOptions, type OptionNumber, type SheetItem } from '../utils/answer-sheet';
import { doneLabel, formatGrade, showsGrade } from '../utils/evaluation-heading';
import { resultMarks } from '../utils/mistakes-review';
import { InstructionBlock, QuestionText } from './answer-sheet-form';

/** A mark in words and colour: a grey icon is never the only sign. */
function Mark({ kind, text }: { kind: 'right' | 'wrong'; text: string }) {
  const Icon = kind === 'right' ? CheckCircle : Cancel;
  const color = kind === 'right' ? 'success.dark' : 'error.dark';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color, flexShrink: 0 }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {text}
      </Typography>
    </Stack>
  );
}

/**
 * A question's options after trying: the student's pick, right or wrong, and
 * the right one when the result carries it (once it can no longer change,
 * decision 031), each said in words. Shared by the solved view and the
 * mistakes review. `pickCorrect`: whether the pick was right when the right
 * option is not known here (the server said it).
 */
export function OptionMarks({ question, pick, pickCorrect }: { question: Question; pick: OptionNumber | null; pickCorrect?: boolean }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.75 }}>
      {shownOptions(question).map((option) => {
        const picked = option.option === pick;
        const right = option.option === question.opcion_correcta || (picked && pickCorrect === true);
        return (
          <Box
            component="li"
            key={option.option}
            sx={(theme) => ({
              px: 1.5,
              py: 1,
              borderRadius: 1,
              border: 1,
              borderColor: right ? 'success.main' : picked ? 'error.main' : 'divider',
              bgcolor: right ? alpha(theme.palette.success.main, 0.08) : picked ? alpha(theme.palette.error.main, 0.06) : undefined,
            })}
          >
            <Typography>{optionLabel(option)}</Typography>
            {(right || picked) && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
                {picked && <Mark kind={right ? 'right' : 'wrong'} text={EXERCISES_MSG.answerYours} />}
                {right && !picked && <Mark kind="right" text={EXERCISES_MSG.answerCorrectOption} />}
              </Stack>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function SolvedQuestionCard({ item }: { item: SheetItem }) {
  const base = useId();
  const { question } = item;
  // correcta is null only for a result stored without the student's choices (older results): no mark to give.
  const kind = question.correcta === 1 ? 'right' : question.correcta === 0 ? 'wrong' : null;
  return (
    <Card variant="outlined" sx={{ borderColor: kind === 'right' ? 'success.main' : kind === 'wrong' ? 'error.main' : 'divider' }}>
      <CardContent>
        {kind && (
          <Box sx={{ float: 'right', ml: 1 }}>
            <Mark kind={kind} text={kind === 'right' ? EXERCISES_MSG.answerRight : EXERCISES_MSG.answerWrong} />
          </Box>
        )}
        <QuestionText item={item} ids={{ number: `${base}-n`, text: `${base}-t` }} />
        <OptionMarks question={question} pick={question.eleccion} pickCorrect={kind === null ? undefined : kind === 'right'} />
      </CardContent>
    </Card>
  );
}

interface ResultSummaryProps {
  solved: SolvedEvaluation;
  items: readonly SheetItem[];
  /** Takes the focus when it appears (after sending, back from the review): the student hears the result. */
  autoFocus: boolean;
  onReview: (() => void) | null;
  onChange: (() => void) | null;
}

/** The green 'Ejercicio Realizado' mark, the 'Calificación' and what to do next. */
export function ResultSummary({ solved, items, autoFocus, onReview, onChange }: ResultSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!autoFocus) return;
    // The result sits under the title: the page starts at its top, as the screen opened.
    window.scrollTo({ top: 0 });
    ref.current?.focus({ preventScroll: true });
  }, [autoFocus]);
  const marks = resultMarks(items);
  const { tipo } = solved.evaluacion;
  const grade = solved.recursoRescuelto?.calificacion;
  return (
    <Card variant="outlined" component="section" ref={ref} tabIndex={-1} aria-labelledby={titleId} sx={{ outlineOffset: 2 }}>
      <CardContent>
        <Alert severity="success" variant="filled" role="status" icon={<CheckCircle />} sx={{ mb: 2 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700 }}>
            {doneLabel(tipo)}
          </Typography>
        </Alert>
        {showsGrade(tipo) && grade !== undefined && <GradeLine grade={grade} of={solved.calificaciontotal} />}
        {marks.right + marks.wrong === marks.total && marks.total > 0 && (
          <Typography sx={{ mt: 1 }}>{formatMessage(EXERCISES_MSG.answersRight, { aciertos: marks.right, total: marks.total })}</Typography>
        )}
        {marks.right + marks.wrong === 0 && marks.total > 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {EXERCISES_MSG.answersNotKept}
          </Typography>
        )}
        {solved.recursoRescuelto?.editable === 1 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {EXERCISES_MSG.keyLater}
          </Typography>
        )}
        {(onReview || onChange) && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {onReview && (
              <Button variant="contained" onClick={onReview}>
                {EXERCISES_MSG.reviewMistakes}
              </Button>
            )}
            {onChange && (
              <Button variant="outlined" startIcon={<Edit />} onClick={onChange}>
                {EXERCISES_MSG.changeAnswers}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** 'Calificación: 85 de 100'. */
function GradeLine({ grade, of }: { grade: number; of: number }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <School color="primary" aria-hidden />
      <Typography component="p">
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {EXERCISES_MSG.gradeLabel}:{' '}
        </Box>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          <Box component="strong" sx={{ fontSize: '2rem', lineHeight: 1.2 }}>
            {formatGrade(grade)}
          </Box>{' '}
          de {formatGrade(Math.round(of))}
        </Box>
      </Typography>
    </Stack>
  );
}

/** The solved questions with their marks, and the send button as it reads now: 'Respuestas enviadas'. */
export function SolvedQuestions({ items }: { items: readonly SheetItem[] }) {
  return (
    <Stack spacing={2}>
      {items.map((item) =>
        item.numero === null ? (
          <InstructionBlock key={item.question.num_pregunta} question={item.question} />
        ) : (
          <SolvedQuestionCard key={item.question.num_pregunta} item={item} />
        ),
      )}
      <Button variant="contained" size="large" fullWidth disabled>
        {EXERCISES_MSG.answersSent}
      </Button>
    </Stack>
  );
}
