import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IncidentMessage } from '@lms/contract';
import { dayjs } from '../../../lib/time/dayjs-locale';
import { threadEntries } from '../utils/incident-rules';

interface IncidentThreadProps {
  messages: readonly IncidentMessage[];
  /** Whose screen it is: their own lines read "Tú" and sit on the right. */
  reader: 'alumno' | 'teacher';
  label: string;
}

/** The rejection history as a conversation: the student's notes and the teacher's replies, oldest first. */
export function IncidentThread({ messages, reader, label }: IncidentThreadProps) {
  const entries = threadEntries(messages, reader);
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => {
        const own = entry.from === reader;
        return (
          <Box
            component="li"
            key={entry.key}
            sx={{
              justifySelf: own ? 'end' : 'start',
              maxWidth: '88%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: own ? 'action.selected' : 'background.default',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
              {entry.author} · {dayjs(entry.fecha).format('DD/MM/YYYY HH:mm')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
