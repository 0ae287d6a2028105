import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Replay from '@mui/icons-material/Replay';
import { EXERCISES_MSG, formatMessage } from '@lms/contract';
import { optionLabel, shownOptions, type OptionNumber, type SheetItem, type ShownOption } from '../utils/answer-sheet';
import { checkPick, reviewScore, type ReviewOutcome } from '../utils/mistakes-review';
import { QuestionText } from './answer-sheet-form';
import { OptionMarks } from './solved-view';

/** What the student learns of a pick: right or wrong, and the right option when the result carries it. */
interface Feedback extends ReviewOutcome {
  right: ShownOption | null;
}

/**
 * One missed question, answered again. The options are buttons, not radio
 * buttons: a pick is final and checked at once, and arrow keys moving along a
 * radio group would pick on the way.
 */
function ReviewQuestion({ item, feedback, checking, onPick }: { item: SheetItem; feedback: Feedback | undefined; checking: boolean; onPick: (option: OptionNumber) => void }) {
  const base = useId();
  const ids = { number: `${base}-n`, text: `${base}-t` };
  const feedbackRef = useRef<HTMLDivElement>(null);
  const tried = feedback !== undefined;
  useEffect(() => {
    // The buttons are gone once a pick is made: the focus goes to what it said.
    if (tried) feedbackRef.current?.focus();
  }, [tried]);
  return (
    <Card variant="outlined">
      <CardContent>
        <QuestionText item={item} ids={ids} />
        {feedback === undefined ? (
          <Stack role="group" aria-labelledby={`${ids.number} ${ids.text}`} aria-busy={checking} spacing={1} sx={{ mt: 1 }}>
            {shownOptions(item.question).map((option) => (
              <Button
                key={option.option}
                variant="outlined"
                disabled={checking}
                onClick={() => onPick(option.option)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', fontSize: '1rem' }}
              >
                {optionLabel(option)}
              </Button>
            ))}
          </Stack>
        ) : (
          <>
            <OptionMarks question={item.question} pick={feedback.pick} pickCorrect={feedback.correct} />
            <Alert ref={feedbackRef} tabIndex={-1} severity={feedback.correct ? 'success' : 'error'} sx={{ mt: 1.5 }}>
              {feedback.correct
                ? EXERCISES_MSG.reviewRight
                : feedback.right
                  ? formatMessage(EXERCISES_MSG.reviewWrong, { opcion: optionLabel(feedback.right) })
                  : EXERCISES_MSG.reviewWrongNoKey}
            </Alert>
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface MistakesReviewProps {
  /** The questions answered wrong in the solved result (utils/mistakes-review missedItems). */
  items: readonly SheetItem[];
  /** Asks the server whether a pick is right, for a result that does not carry the right options (recurso.comprobar). */
  check: (numPregunta: number, eleccion: OptionNumber) => Promise<boolean>;
  onBack: () => void;
}

/**
 * "Repasar mis errores" (issue 9, beyond the spec): the missed questions
 * again, each checked the moment it is answered: here by the right option
 * when the result carries it, else by the server (decision 031). Nothing is
 * sent as an answer: the grade stays the server's.
 */
export function MistakesReview({ items, check, onBack }: MistakesReviewProps) {
  const { feedbacks, checking, pick, clear } = useReviewPicks(check);
  const [round, setRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [round]);
  const score = reviewScore(items, feedbacks);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      {EXERCISES_MSG.reviewBack}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography ref={headingRef} id={headingId} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 700, outlineOffset: 2 }}>
        {EXERCISES_MSG.reviewMistakes}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {EXERCISES_MSG.reviewMistakesIntro}
      </Typography>
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Stack spacing={2} key={round}>
        {items.map((item) => (
          <ReviewQuestion
            key={item.question.num_pregunta}
            item={item}
            feedback={feedbacks.get(item.question.num_pregunta)}
            checking={checking === item.question.num_pregunta}
            onPick={(option) => void pick(item, option)}
          />
        ))}
        {score.tried === score.total && (
          <ReviewResult
            score={score}
            back={back}
            onAgain={() => {
              clear();
              setRound((n) => n + 1);
            }}
          />
        )}
      </Stack>
    </Box>
  );
}

/** Each question's answer while reviewing: checked here when the sheet has its right option, else by the server (decision 031). */
function useReviewPicks(check: MistakesReviewProps['check']) {
  const [feedbacks, setFeedbacks] = useState<ReadonlyMap<number, Feedback>>(new Map());
  const [checking, setChecking] = useState<number | null>(null);
  const pick = async (item: SheetItem, option: OptionNumber) => {
    const local = checkPick(item.question, option);
    let feedback: Feedback;
    if (local) feedback = { pick: option, correct: local.correct, right: local.right };
    else {
      setChecking(item.question.num_pregunta);
      try {
        feedback = { pick: option, correct: await check(item.question.num_pregunta, option), right: null };
      } catch {
        return; // the error dialog said why; the options stay to try again
      } finally {
        setChecking(null);
      }
    }
    setFeedbacks((current) => new Map(current).set(item.question.num_pregunta, feedback));
  };
  return { feedbacks, checking, pick, clear: () => setFeedbacks(new Map()) };
}

function ReviewResult({ score, back, onAgain }: { score: ReturnType<typeof reviewScore>; back: ReactNode; onAgain(): void }) {
  return (
    <Card variant="outlined" component="section" aria-label="Resultado del repaso">
      <CardContent>
        <Typography sx={{ fontWeight: 700 }}>{formatMessage(EXERCISES_MSG.reviewScore, { aciertos: score.right, total: score.total })}</Typography>
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          <Button variant="outlined" startIcon={<Replay />} onClick={onAgain}>
            {EXERCISES_MSG.reviewAgain}
          </Button>
          {back}
        </Stack>
      </CardContent>
    </Card>
  );
}
