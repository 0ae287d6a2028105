import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EXERCISES_MSG, formatMessage, type Question } from '@lms/contract';

/** A question's picture: the bank draws them 320×200, so the space is kept while it loads. */
function QuestionImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {EXERCISES_MSG.questionImageFailed}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={320}
      height={200}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}

/** The picture and the audio player of a question, when it has them (spec 2 §3 ruta_imagen, ruta_audio_pregunta). */
export function QuestionMedia({ question, numero }: { question: Question; numero: number | null }) {
  const { ruta_imagen, ruta_audio_pregunta } = question;
  if (!ruta_imagen && !ruta_audio_pregunta) return null;
  const n = numero ?? 0;
  const alt = numero === null ? 'Imagen de las instrucciones' : formatMessage(EXERCISES_MSG.questionImage, { n });
  return (
    <Box sx={{ display: 'grid', gap: 1, my: 1 }}>
      {ruta_imagen && <QuestionImage src={ruta_imagen} alt={alt} />}
      {ruta_audio_pregunta && (
        <Box
          component="audio"
          controls
          // Its length shows before it plays (a few KB: the API answers byte ranges).
          preload="metadata"
          src={ruta_audio_pregunta}
          aria-label={numero === null ? EXERCISES_MSG.instructionsAudio : formatMessage(EXERCISES_MSG.questionAudio, { n })}
          sx={{ width: '100%' }}
        />
      )}
    </Box>
  );
}
