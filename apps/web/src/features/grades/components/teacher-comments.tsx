import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Forum from '@mui/icons-material/Forum';
import type { GroupGrades } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';

/** The teachers' accepted comments on the student in the group (spec 2 §3 "comentario"), oldest first. */
export function TeacherComments({ comments }: { comments: GroupGrades['comentario'] }) {
  return (
    <SectionCard title="Comentarios de tus maestros" icon={<Forum aria-hidden />}>
      {comments.length === 0 ? (
        <Typography color="text.secondary">Tus maestros aún no te han dejado comentarios en este grupo.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {comments.map((c, i) => (
            <Stack component="li" key={i} spacing={0.25} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{c.maestro}</Typography>
              <Typography>{c.mensaje}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
