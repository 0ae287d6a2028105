import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INCIDENTS_MSG, MSG, type SchoolId, type StudentIncident } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { useStudentIncidents } from '../api/get-student-incidents';
import { AcceptIncidentDialog } from './accept-incident-dialog';
import { useIncidentErrorDialog } from './incident-error-dialog';
import { StudentIncidentCard } from './student-incident-card';

interface StudentIncidentsScreenProps {
  school: SchoolId;
  userId: number;
  back: ReactNode;
}

/**
 * MisIncidencias (spec 3 §1, §4): the student's own incidents, newest first,
 * each with its thread; accept (after a confirmation) or reject with a note.
 * Not paged: a student has a handful (docs/decisions/027).
 */
export function StudentIncidentsScreen({ school, userId, back }: StudentIncidentsScreenProps) {
  const incidents = useStudentIncidents(school, userId);
  const errors = useIncidentErrorDialog();
  const [accepting, setAccepting] = useState<StudentIncident | null>(null);

  let content;
  if (incidents.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Cargando incidencias">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (incidents.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void incidents.refetch()}>
            {MSG.listRetry}
          </Button>
        }
      >
        {INCIDENTS_MSG.incidentsLoadFailed}
      </Alert>
    );
  } else if (incidents.data.length === 0) {
    content = <Typography color="text.secondary">{INCIDENTS_MSG.incidentsStudentEmpty}</Typography>;
  } else {
    content = (
      <Stack spacing={2}>
        {incidents.data.map((incident) => (
          <StudentIncidentCard key={incident.idincidencias} school={school} userId={userId} incident={incident} onAccept={setAccepting} onError={errors.report} />
        ))}
      </Stack>
    );
  }
  return (
    <Page title="Mis incidencias" actions={back}>
      {content}
      <AcceptIncidentDialog school={school} target={accepting} onClose={() => setAccepting(null)} onError={errors.report} />
      {errors.dialog}
    </Page>
  );
}
