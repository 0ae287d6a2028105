import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Forum from '@mui/icons-material/Forum';
import Refresh from '@mui/icons-material/Refresh';
import School from '@mui/icons-material/School';
import SearchOff from '@mui/icons-material/SearchOff';
import type { Kardex, SchoolId } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useKardex } from '../api/get-kardex';
import { gradeNumber, gradeText, gradeTone } from '../utils/grade-format';
import { RadialCard } from './grade-radial';
import { compactTableSx, ScrollBox } from './scroll-box';

function LevelsTable({ levels }: { levels: Kardex['getKardexalumno'] }) {
  return (
    <SectionCard title="Niveles" icon={<School aria-hidden />}>
      {levels.length === 0 ? (
        <Typography color="text.secondary">Aún no tienes niveles en tu kardex.</Typography>
      ) : (
        <ScrollBox label="Calificaciones por nivel">
          <Table size="small" aria-label="Calificaciones por nivel" sx={compactTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Nivel</TableCell>
                <TableCell align="right">Ordinario</TableCell>
                <TableCell align="right">Extraordinario</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {levels.map((level, i) => (
                <TableRow key={i}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {level.nivel}
                  </TableCell>
                  <TableCell align="right">{gradeText(level.primera)}</TableCell>
                  <TableCell align="right">{gradeText(level.segunda)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </SectionCard>
  );
}

/** Nivel, maestro and calificación on a row, the message on the row under it: four columns would not fit a phone. */
function CommentsTable({ comments }: { comments: Kardex['getComentario'] }) {
  return (
    <SectionCard title="Comentarios" icon={<Forum aria-hidden />}>
      {comments.length === 0 ? (
        <Typography color="text.secondary">Tus maestros aún no te han dejado comentarios.</Typography>
      ) : (
        <ScrollBox label="Comentarios de tus maestros">
          <Table size="small" aria-label="Comentarios de tus maestros" sx={compactTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Nivel</TableCell>
                <TableCell>Maestro</TableCell>
                <TableCell align="right">Calificación</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {comments.flatMap((c, i) => [
                <TableRow key={`${i}-a`} sx={{ '& td, & th': { borderBottom: 0, pb: 0 } }}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {c.nivel}
                  </TableCell>
                  <TableCell>{c.maestro}</TableCell>
                  <TableCell align="right">{gradeText(c.calificacion)}</TableCell>
                </TableRow>,
                <TableRow key={`${i}-b`}>
                  <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      Mensaje:
                    </Box>{' '}
                    {c.mensaje}
                  </TableCell>
                </TableRow>,
              ])}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </SectionCard>
  );
}

/** Kardex (spec 2 §2): the average's radial chart, the levels with both chances and the teachers' comments; back to Perfil. */
export function KardexScreen({ school, userId, onBack }: { school: SchoolId; userId: number; onBack: () => void }) {
  const { data, isPending, isError, refetch, isFetching } = useKardex(school, userId);
  const back = (
    <Button startIcon={<ArrowBack />} onClick={onBack}>
      Perfil
    </Button>
  );

  if (isError) {
    return (
      <StatusScreen
        icon={<SearchOff />}
        title="No pudimos mostrar tu kardex"
        actions={
          <>
            {back}
            <Button variant="contained" startIcon={<Refresh />} loading={isFetching} loadingPosition="start" onClick={() => void refetch()}>
              Reintentar
            </Button>
          </>
        }
      >
        Revisa tu conexión e inténtalo de nuevo.
      </StatusScreen>
    );
  }

  return (
    <Page title="Kardex" actions={back}>
      {isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Cargando kardex">
          <Skeleton variant="rounded" height={210} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <RadialCard
            title="Promedio"
            value={data.promedio}
            max={100}
            valueText={data.promedio === null ? '—' : gradeNumber(data.promedio)}
            tone={gradeTone(data.promedio, true)}
            size={128}
            footer={
              <Typography variant="body2" color="text.secondary">
                {data.promedio === null ? 'Aún no tienes niveles con calificación.' : 'De tus niveles con calificación final.'}
              </Typography>
            }
          />
          <LevelsTable levels={data.getKardexalumno} />
          <CommentsTable comments={data.getComentario} />
        </Stack>
      )}
    </Page>
  );
}
