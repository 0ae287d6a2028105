import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Replay from '@mui/icons-material/Replay';
import { formatMessage, STUDY_MSG } from '@lms/contract';
import { optionLabel, shownOptions, withChoice, type Choices, type OptionNumber, type SheetItem } from '../utils/answer-sheet';
import { checkPick, reviewScore } from '../utils/mistakes-review';
import { QuestionText } from './answer-sheet-form';
import { OptionMarks } from './solved-view';

/**
 * One missed question, answered again. The options are buttons, not radio
 * buttons: a pick is final and checked at once, and arrow keys moving along a
 * radio group would pick on the way.
 */
function ReviewQuestion({ item, pick, onPick }: { item: SheetItem; pick: OptionNumber | undefined; onPick: (option: OptionNumber) => void }) {
  const base = useId();
  const ids = { number: `${base}-n`, text: `${base}-t` };
  const feedbackRef = useRef<HTMLDivElement>(null);
  const feedback = pick === undefined ? null : checkPick(item.question, pick);
  const tried = feedback !== null;
  useEffect(() => {
    // The buttons are gone once a pick is made: the focus goes to what it said.
    if (tried) feedbackRef.current?.focus();
  }, [tried]);
  return (
    <Card variant="outlined">
      <CardContent>
        <QuestionText item={item} ids={ids} />
        {feedback === null ? (
          <Stack role="group" aria-labelledby={`${ids.number} ${ids.text}`} spacing={1} sx={{ mt: 1 }}>
            {shownOptions(item.question).map((option) => (
              <Button
                key={option.option}
                variant="outlined"
                onClick={() => onPick(option.option)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none', fontSize: '1rem' }}
              >
                {optionLabel(option)}
              </Button>
            ))}
          </Stack>
        ) : (
          <>
            <OptionMarks question={item.question} pick={pick ?? null} />
            <Alert ref={feedbackRef} tabIndex={-1} severity={feedback.correct ? 'success' : 'error'} sx={{ mt: 1.5 }}>
              {feedback.correct ? STUDY_MSG.reviewRight : formatMessage(STUDY_MSG.reviewWrong, { opcion: optionLabel(feedback.right) })}
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
  onBack: () => void;
}

/**
 * "Repasar mis errores" (issue 9, beyond the spec): the missed questions
 * again, each checked the moment it is answered. Nothing is sent: the grade
 * stays the server's.
 */
export function MistakesReview({ items, onBack }: MistakesReviewProps) {
  const [picks, setPicks] = useState<Choices>(new Map());
  const [round, setRound] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [round]);
  const score = reviewScore(items, picks);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      {STUDY_MSG.reviewBack}
    </Button>
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography ref={headingRef} id={headingId} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 700, outlineOffset: 2 }}>
        {STUDY_MSG.reviewMistakes}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {STUDY_MSG.reviewMistakesIntro}
      </Typography>
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Stack spacing={2} key={round}>
        {items.map((item) => (
          <ReviewQuestion
            key={item.question.num_pregunta}
            item={item}
            pick={picks.get(item.question.num_pregunta)}
            onPick={(option) => setPicks((current) => withChoice(current, item.question.num_pregunta, option))}
          />
        ))}
        {score.tried === score.total && (
          <Card variant="outlined" component="section" aria-label="Resultado del repaso">
            <CardContent>
              <Typography sx={{ fontWeight: 700 }}>{formatMessage(STUDY_MSG.reviewScore, { aciertos: score.right, total: score.total })}</Typography>
              <Stack spacing={1} sx={{ mt: 1.5 }}>
                <Button
                  variant="outlined"
                  startIcon={<Replay />}
                  onClick={() => {
                    setPicks(new Map());
                    setRound((n) => n + 1);
                  }}
                >
                  {STUDY_MSG.reviewAgain}
                </Button>
                {back}
              </Stack>
            </CardContent>
          </Card>
        )}
      </Stack>
    </Box>
  );
}
