import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PersonWithReasons {
  id_alumno: number;
  alumno: string;
  matricula?: string;
  motivos: string[];
}

/** Students each with the reasons they are listed (at risk in a group, and where Comentarios shows them). */
export function ReasonsList({ people, label }: { people: readonly PersonWithReasons[]; label?: string }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={label}>
      {people.map((s) => (
        <li key={s.id_alumno} data-at-risk={s.matricula}>
          <Typography sx={{ fontWeight: 600 }}>{s.alumno}</Typography>
          {s.motivos.map((m) => (
            <Typography key={m} variant="body2" color="text.secondary">
              {m}
            </Typography>
          ))}
        </li>
      ))}
    </Stack>
  );
}
