import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { EXERCISES_MSG, formatMessage, type Question } from '@lms/contract';
import {
  answeredCount,
  firstMissing,
  optionLabel,
  shownOptions,
  withChoice,
  type Choices,
  type OptionNumber,
  type SheetItem,
} from '../utils/answer-sheet';
import { QuestionMedia } from './question-media';

/** An idTipoPregunta 6 row: text the student reads between questions, not numbered nor answered. */
export function InstructionBlock({ question }: { question: Question }) {
  return (
    <Box sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography sx={{ fontWeight: 600 }}>{question.pregunta}</Typography>
      <QuestionMedia question={question} numero={null} />
    </Box>
  );
}

/** The number and the text of a question: what its options are labelled by. */
export function QuestionText({ item, ids }: { item: SheetItem; ids: { number: string; text: string } }) {
  return (
    <>
      <Typography id={ids.number} component="h2" variant="subtitle2" color="primary">
        {formatMessage(EXERCISES_MSG.questionNumber, { n: item.numero ?? '' })}
      </Typography>
      <Typography id={ids.text} sx={{ mt: 0.5, fontSize: '1.05rem' }}>
        {item.question.pregunta}
      </Typography>
      <QuestionMedia question={item.question} numero={item.numero} />
    </>
  );
}

interface QuestionCardProps {
  item: SheetItem;
  choice: OptionNumber | undefined;
  onChoose: (option: OptionNumber) => void;
  /** 'Por favor, contesta la pregunta #n' when the send stopped here. */
  error: string | null;
  disabled: boolean;
  cardRef: (element: HTMLElement | null) => void;
}

/** A multiple-choice question: options a-d as radio buttons labelled by the question. */
function QuestionCard({ item, choice, onChoose, error, disabled, cardRef }: QuestionCardProps) {
  const base = useId();
  const ids = { number: `${base}-n`, text: `${base}-t`, error: `${base}-e` };
  return (
    <Card variant="outlined" ref={cardRef} sx={error ? { borderColor: 'error.main', borderWidth: 2 } : undefined}>
      <CardContent>
        <QuestionText item={item} ids={ids} />
        <RadioGroup
          aria-labelledby={`${ids.number} ${ids.text}`}
          aria-describedby={error ? ids.error : undefined}
          value={choice === undefined ? '' : String(choice)}
          onChange={(_, value) => onChoose(Number(value) as OptionNumber)}
        >
          {shownOptions(item.question).map((option) => (
            <FormControlLabel
              key={option.option}
              value={String(option.option)}
              control={<Radio />}
              label={optionLabel(option)}
              disabled={disabled}
              sx={{ mr: 0, py: 0.25, alignItems: 'center' }}
            />
          ))}
        </RadioGroup>
        {error && (
          <FormHelperText id={ids.error} error role="alert" sx={{ mx: 0, fontSize: '0.95rem' }}>
            {error}
          </FormHelperText>
        )}
      </CardContent>
    </Card>
  );
}

interface AnswerSheetFormProps {
  items: readonly SheetItem[];
  choices: Choices;
  onChange: (choices: Map<number, OptionNumber>) => void;
  /** Every multiple-choice question has an answer: send them. */
  onSubmit: () => void;
  sending: boolean;
  /** A re-send of an editable exercise: a way back to the result without sending. */
  onCancel?: () => void;
}

/**
 * The questions of an unsolved evaluation (or of an exercise being answered
 * again). 'Enviar respuestas' sends only when every multiple-choice question
 * has an answer; otherwise the first one missing says 'Por favor, contesta la
 * pregunta #n', takes the focus and nothing is sent (spec 2 §5).
 */
export function AnswerSheetForm({ items, choices, onChange, onSubmit, sending, onCancel }: AnswerSheetFormProps) {
  const [missing, setMissing] = useState<{ num: number; numero: number } | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());
  const { answered, total } = answeredCount(items, choices);

  useEffect(() => {
    if (!missing) return;
    const card = cards.current.get(missing.num);
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  }, [missing]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = firstMissing(items, choices);
    if (first) {
      // A new object each time: pressing again brings the question back into view.
      setMissing({ num: first.question.num_pregunta, numero: first.numero! });
      return;
    }
    setMissing(null);
    onSubmit();
  };

  const choose = (num: number, option: OptionNumber) => {
    if (missing?.num === num) setMissing(null);
    onChange(withChoice(choices, num, option));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {items.map((item) =>
          item.numero === null ? (
            <InstructionBlock key={item.question.num_pregunta} question={item.question} />
          ) : (
            <QuestionCard
              key={item.question.num_pregunta}
              item={item}
              choice={choices.get(item.question.num_pregunta)}
              onChoose={(option) => choose(item.question.num_pregunta, option)}
              error={missing?.num === item.question.num_pregunta ? formatMessage(EXERCISES_MSG.answerMissing, { n: missing.numero }) : null}
              disabled={sending}
              cardRef={(element) => {
                if (element) cards.current.set(item.question.num_pregunta, element);
                else cards.current.delete(item.question.num_pregunta);
              }}
            />
          ),
        )}
        <Typography color="text.secondary">
          {formatMessage(EXERCISES_MSG.answersProgress, { contestadas: answered, total })}
        </Typography>
        <Button type="submit" variant="contained" size="large" fullWidth startIcon={<Send />} disabled={sending}>
          {sending ? EXERCISES_MSG.sendingAnswers : EXERCISES_MSG.sendAnswers}
        </Button>
        {onCancel && (
          <Button fullWidth onClick={onCancel} disabled={sending}>
            {EXERCISES_MSG.cancelChange}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
