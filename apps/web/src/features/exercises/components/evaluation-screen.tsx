import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { type AnswerSubmission, EXERCISES_MSG, type GroupInformation, RESOURCE_TYPE, type SchoolId, type SolvedEvaluation } from '@lms/contract';
import { isApiError } from '../../../lib/api/api-error';
import { errorMessageOf } from '../../../lib/errors/error-message';
import { useSolvedEvaluation, type EvaluationSource } from '../api/get-solved-evaluation';
import { useCheckAnswer } from '../api/check-answer';
import { useSendAnswers } from '../api/send-answers';
import { answersToSend, sameChoices, sheetItems, storedChoices, type Choices, type OptionNumber } from '../utils/answer-sheet';
import { missedItems } from '../utils/mistakes-review';
import { AnswerSheetForm } from './answer-sheet-form';
import { ConfirmExamSend } from './confirm-exam-send';
import { EvaluationFrame, EvaluationHeader, EvaluationProblem, EvaluationSkeleton } from './evaluation-frame';
import { LeaveGuard } from './leave-guard';
import { MistakesReview } from './mistakes-review';
import { ResultSummary, SolvedQuestions } from './solved-view';

/** What grupos.informacion says of the group: its short name for the header; course, level and cycle for the body (spec 2 §7). */
export type EvaluationGroup = Pick<GroupInformation, 'grupo_corto' | 'id_curso' | 'id_nivel' | 'id_ciclo'>;

type Mode = 'result' | 'answer' | 'review';

/** Why the evaluation could not be read: the server says it for a 403 or a 404 ('La evaluación no existe.'). */
export function readFailure(error: unknown): string {
  return isApiError(error) && error.serverMessage && error.status < 500 ? error.serverMessage : errorMessageOf(error);
}

/**
 * A new result (sent here or on another device) gives a new key, so the
 * answers being written start over from it; an equal answer read again keeps them.
 */
function resultKey(solved: SolvedEvaluation): string {
  const result = solved.recursoRescuelto;
  if (!result) return 'unsolved';
  return [result.id, result.calificacion, result.editable, solved.preguntas.map((q) => q.eleccion ?? 0).join('')].join(':');
}

interface EvaluationBodyProps {
  solved: SolvedEvaluation;
  sending: boolean;
  /** How many sends succeeded on this screen: the result takes the focus after one. */
  sent: number;
  onSend: (choices: Choices, onSent: () => void) => void;
  /** Whether a pick of "Repasar mis errores" is right, asked of the server (recurso.comprobar). */
  onCheck: (numPregunta: number, eleccion: OptionNumber) => Promise<boolean>;
}

function EvaluationBody({ solved, sending, sent, onSend, onCheck }: EvaluationBodyProps) {
  const items = useMemo(() => sheetItems(solved.preguntas), [solved.preguntas]);
  const stored = useMemo(() => storedChoices(solved.preguntas), [solved.preguntas]);
  const result = solved.recursoRescuelto;
  const [mode, setMode] = useState<Mode>(result ? 'result' : 'answer');
  const [choices, setChoices] = useState<Choices>(stored);
  const [backFromReview, setBackFromReview] = useState(false);
  const missed = missedItems(items);
  const unsent = mode === 'answer' && !sameChoices(choices, stored);

  if (mode === 'review') {
    return (
      <MistakesReview
        items={missed}
        check={onCheck}
        onBack={() => {
          setBackFromReview(true);
          setMode('result');
        }}
      />
    );
  }
  if (mode === 'result' && result) {
    return (
      <Stack spacing={2}>
        <ResultSummary
          solved={solved}
          items={items}
          autoFocus={sent > 0 || backFromReview}
          onReview={missed.length > 0 ? () => setMode('review') : null}
          // Exercises may be sent again while the result is editable (decision 023); exams and the quality exam, once.
          onChange={result.editable === 1 ? () => setMode('answer') : null}
        />
        <SolvedQuestions items={items} />
      </Stack>
    );
  }
  return (
    <>
      <AnswerSheetForm
        items={items}
        choices={choices}
        onChange={setChoices}
        sending={sending}
        onSubmit={() => onSend(choices, () => setMode('result'))}
        onCancel={
          result
            ? () => {
                setChoices(stored);
                setMode('result');
              }
            : undefined
        }
      />
      <LeaveGuard when={unsent && !sending} />
    </>
  );
}

interface EvaluationScreenProps {
  school: SchoolId;
  studentId: number;
  source: EvaluationSource;
  groupId: number | null;
  evaluationId: number | null;
  group: EvaluationGroup | undefined;
  onBack: () => void;
  /** After a successful send (the quality exam thanks the student). */
  onSent?: () => void;
}

/**
 * Ejercicio, Examen and ExamenCalidad (spec 2 §2, §4, §5): the questions read
 * fresh from the server; answered, sent, and shown again as solved with the
 * marks and the grade the server computed.
 */
export function EvaluationScreen({ school, studentId, source, groupId, evaluationId, group, onBack, onSent }: EvaluationScreenProps) {
  // The extraordinary exam is named by its group alone; its id comes with its questions (decision 033).
  const ref = groupId !== null && (evaluationId !== null || source === 'extraordinary') ? { studentId, groupId, evaluationId: evaluationId ?? 0 } : null;
  const read = useSolvedEvaluation(school, source, ref);
  const send = useSendAnswers(school, source);
  const check = useCheckAnswer(school);
  const [sent, setSent] = useState(0);
  // The extraordinary exam is reached from Mis grupos: Back says so.
  const backLabel = source === 'extraordinary' ? 'Mis grupos' : undefined;
  // An exam's answers waiting for the student's confirmation (it is sent once).
  const [confirming, setConfirming] = useState<{ choices: Choices; onDone: () => void } | null>(null);

  if (!ref) return <EvaluationProblem message={EXERCISES_MSG.evaluationLinkInvalid} onBack={onBack} backLabel={backLabel} />;
  if (!read.data) {
    if (read.isError) return <EvaluationProblem message={readFailure(read.error)} onBack={onBack} backLabel={backLabel} onRetry={() => void read.refetch()} />;
    return (
      <EvaluationFrame onBack={onBack} backLabel={backLabel}>
        <EvaluationSkeleton />
      </EvaluationFrame>
    );
  }

  const solved = read.data;
  const isExam = solved.evaluacion.tipo === RESOURCE_TYPE.exam || solved.evaluacion.tipo === RESOURCE_TYPE.recoveryExam;
  const submit = (choices: Choices, onDone: () => void) => {
    if (isExam && !confirming) {
      setConfirming({ choices, onDone });
      return;
    }
    setConfirming(null);
    const result = solved.recursoRescuelto;
    const body: AnswerSubmission = {
      id_alumno: studentId,
      id_grupo: ref.groupId,
      id_evaluacion: solved.evaluacion.id_evaluacion ?? ref.evaluationId,
      preguntas: answersToSend(sheetItems(solved.preguntas), choices),
      // Spec 2 §7 lists them; the server takes them from the group and the lesson (decision 023). No grade: the server grades.
      ...(group ? { id_curso: group.id_curso, id_nivel: group.id_nivel, id_ciclo: group.id_ciclo } : {}),
      session: solved.evaluacion.leccion,
      ...(result ? { editable: 1 as const, idResultado: result.id, version: result.version } : {}),
    };
    send.mutate(body, {
      onSuccess: () => {
        onDone();
        setSent((n) => n + 1);
        onSent?.();
      },
    });
  };

  const checkAnswer = async (numPregunta: number, eleccion: OptionNumber) =>
    (await check.mutateAsync({ id_usuario: studentId, id_grupo: ref.groupId, id_evaluacion: ref.evaluationId, num_pregunta: numPregunta, eleccion })).correcta === 1;

  return (
    <EvaluationFrame onBack={onBack} backLabel={backLabel}>
      <EvaluationHeader evaluacion={solved.evaluacion} groupName={group?.grupo_corto} />
      <EvaluationBody key={resultKey(solved)} solved={solved} sending={send.isPending} sent={sent} onSend={submit} onCheck={checkAnswer} />
      <ConfirmExamSend open={confirming !== null} onReview={() => setConfirming(null)} onSend={() => confirming && submit(confirming.choices, confirming.onDone)} />
    </EvaluationFrame>
  );
}
