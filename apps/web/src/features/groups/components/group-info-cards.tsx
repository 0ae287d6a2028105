import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Balance from '@mui/icons-material/Balance';
import EventNote from '@mui/icons-material/EventNote';
import School from '@mui/icons-material/School';
import { classDaysLabel, type GroupInformation } from '@lms/contract';
import { DetailRow } from '../../../components/ui/detail-row';
import { PersonAvatar } from '../../../components/ui/person-avatar';
import { SectionCard } from '../../../components/ui/section-card';

export function CourseInfoCard({ group }: { group: GroupInformation }) {
  const days = group.info_curso.dias_clase.trim() || classDaysLabel(group);
  return (
    <SectionCard title="Información del curso" icon={<EventNote aria-hidden />}>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label="Días de clase" value={days || 'Sin días asignados'} />
        <DetailRow label="Ejercicios" value={group.info_curso.num_ejercicios} />
        <DetailRow label="Exámenes" value={group.info_curso.num_examenes} />
      </Box>
    </SectionCard>
  );
}

export function WeightingCard({ group }: { group: GroupInformation }) {
  const { valor_examenes, valor_ejercicios, valor_asistencias, valor_total } = group.ponderacion;
  return (
    <SectionCard title="Ponderación" icon={<Balance aria-hidden />}>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label="Exámenes" value={valor_examenes} />
        <DetailRow label="Ejercicios" value={valor_ejercicios} />
        <DetailRow label="Asistencias" value={valor_asistencias} />
        <DetailRow label="Total" value={valor_total} />
      </Box>
    </SectionCard>
  );
}

export function TeachersCard({ group }: { group: GroupInformation }) {
  const { teacher1, teacher2, avatar_t1, avatar_t2 } = group.teachers;
  const teachers = [
    { name: teacher1, avatar: avatar_t1 },
    { name: teacher2, avatar: avatar_t2 },
  ].filter((t): t is { name: string; avatar: typeof avatar_t1 } => t.name !== null && t.name.trim() !== '');
  return (
    <SectionCard title="Maestros" icon={<School aria-hidden />}>
      {teachers.length === 0 ? (
        <Typography color="text.secondary">Este grupo aún no tiene teacher asignado.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {teachers.map((teacher) => (
            <Stack component="li" key={teacher.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <PersonAvatar name={teacher.name} avatar={teacher.avatar} size={48} />
              <Typography sx={{ fontWeight: 600 }}>{teacher.name}</Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
