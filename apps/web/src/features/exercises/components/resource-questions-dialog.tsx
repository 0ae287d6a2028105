import { useId, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import type { Question, TeacherResource } from '@lms/contract';
import { sheetItems } from '../utils/answer-sheet';
import { shownOptions } from '../utils/shown-options';
import { QuestionMedia } from './question-media';

/** `numero`: the question's number as the student's screen gives it (instructions are not counted), null for an instruction. */
function QuestionCard({ q, numero, answers }: { q: Question; numero: number | null; answers: boolean }) {
  const instruction = numero === null;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>{instruction ? 'Instrucciones' : `Pregunta ${numero}`}</Typography>
        {!instruction && <Chip size="small" label={`Valor ${q.valor}`} />}
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{q.pregunta}</Typography>
      <QuestionMedia question={q} numero={numero} />
      {!instruction && (
        <Box component="ol" sx={{ p: 0, m: 0, mt: 1, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {shownOptions(q).map((o) => {
            const right = answers && o.number === q.opcion_correcta;
            return (
              <Box
                component="li"
                key={o.letter}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 1, py: 0.5, borderRadius: 1, bgcolor: right ? 'success.light' : 'transparent', fontWeight: right ? 700 : 400 }}
              >
                <span>{o.letter})</span>
                <span>{o.text}</span>
                {right && <CheckCircle fontSize="small" color="success" aria-label="Respuesta correcta" sx={{ ml: 'auto' }} />}
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}

/** A resource's questions, full screen (spec 3 §2.5), with 'Ver respuestas' marking the right options. */
export function ResourceQuestionsDialog({ resource, onClose }: { resource: TeacherResource | null; onClose: () => void }) {
  const titleId = useId();
  const [answers, setAnswers] = useState(false);
  return (
    <Dialog fullScreen open={resource !== null} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" color="inherit" onClick={onClose} aria-label="Cerrar">
            <Close />
          </IconButton>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }} noWrap>
            {resource?.nombre}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%', p: 2 }}>
        <FormControlLabel control={<Switch checked={answers} onChange={(e) => setAnswers(e.target.checked)} />} label="Ver respuestas" />
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0, mt: 1 }}>
          {/* Numbered as the student's screen numbers them, so teacher and student speak of the same "Pregunta 1". */}
          {sheetItems(resource?.preguntas ?? []).map(({ question, numero }) => (
            <QuestionCard key={question.num_pregunta} q={question} numero={numero} answers={answers} />
          ))}
        </Stack>
        {resource && resource.preguntas.length === 0 && <Typography>Este recurso aún no tiene preguntas.</Typography>}
      </Box>
    </Dialog>
  );
}
