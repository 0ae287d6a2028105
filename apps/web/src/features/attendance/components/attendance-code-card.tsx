import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { ATTENDANCE_MSG, type SchoolId } from '@lms/contract';
import { showSuccess } from '../../../lib/errors/feedback-store';
import { useAttendanceCodeExists, useValidateAttendanceCode } from '../api/attendance-queries';

export interface AttendanceCodeCardProps {
  school: SchoolId;
  /** The signed-in teacher. */
  userId: number;
  groupId: number;
}

/**
 * 'Validar Asistencia' (spec 3 §2, §4): shown only while the teacher has a
 * code of today for the group; after a valid code it hides and the code's
 * existence is asked again. A wrong code says how many tries are left.
 */
export function AttendanceCodeCard({ school, userId, groupId }: AttendanceCodeCardProps) {
  const titleId = useId();
  const [codigo, setCodigo] = useState('');
  const exists = useAttendanceCodeExists(school, userId, groupId);
  const validate = useValidateAttendanceCode(school);
  if (exists.data?.existe !== true) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (codigo.trim() === '') return;
    validate.mutate(
      { id_usuario: userId, id_grupo: groupId, codigo: codigo.trim() },
      {
        onSuccess: () => {
          setCodigo('');
          showSuccess(ATTENDANCE_MSG.attendanceCodeValidated);
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <VerifiedUser color="primary" aria-hidden />
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Validar Asistencia
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Escribe el código que te dio tu coordinador para registrar tu asistencia de hoy.
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={onSubmit} noValidate>
          <TextField
            label="Código"
            value={codigo}
            onChange={(e) => setCodigo(e.target.value.toUpperCase())}
            size="small"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={validate.isPending} disabled={codigo.trim() === ''}>
            Validar
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
