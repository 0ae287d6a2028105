import { useId } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Forum from '@mui/icons-material/ForumOutlined';
import { Link } from 'react-router';

/**
 * How a teacher (or the administration) reaches Comentarios: the teacher's
 * bottom bar is the spec's (Grupos, Perfil, Soporte, Salir), so Perfil
 * carries the way in (decision 028).
 */
export function CommentsShortcut({ path, admin }: { path: string; admin: boolean }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
          <Forum aria-hidden />
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, color: 'text.primary' }}>
            Comentarios
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {admin
            ? 'Los alumnos en riesgo de toda la escuela, por ciclo, y los comentarios que esperan revisión.'
            : 'Tus alumnos en riesgo de cada ciclo: envíales un comentario. Si coordinas un plantel, aquí revisas los de sus grupos.'}
        </Typography>
        <Button variant="contained" component={Link} to={path}>
          Abrir Comentarios
        </Button>
      </CardContent>
    </Card>
  );
}
