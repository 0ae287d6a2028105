import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { INCIDENTS_MSG, incidentsListSort, type SchoolId, type TeacherIncident } from '@lms/contract';
import { Page } from '../../../components/layouts/page';
import { DataTable } from '../../../components/lists/data-table';
import { useListView } from '../../../lib/lists/use-list-view';
import { useGroupIncidents } from '../api/get-group-incidents';
import { AddIncidentDialog, type RuleOption, type Source, type StudentOption } from './add-incident-dialog';
import { DeleteIncidentDialog } from './delete-incident-dialog';
import { compactIncidentColumns, incidentColumns } from './incident-columns';
import { useIncidentErrorDialog } from './incident-error-dialog';
import { ReplyIncidentDialog } from './reply-incident-dialog';

interface GroupIncidentsScreenProps {
  school: SchoolId;
  groupId: number;
  /** The group's header, composed by the route module from the groups area. */
  header: ReactNode;
  back: ReactNode;
  /** The group's teacher records, replies and deletes; an administrator only reads (docs/decisions/027). */
  canEdit: boolean;
  /** The class list and the school's rules, read by the route module for the add dialog. */
  students: Source<StudentOption>;
  rules: Source<RuleOption>;
}

/**
 * Incidencias (spec 3 §2.7): the group's incidents, 10 a page with up to 7
 * page links, searched by student, rule or note (the page and the search in
 * the address); 'Agregar', the reply dialog with the rejection history, and a
 * delete that asks first. Below the lg width (1200 px) the table folds into
 * two columns, so a phone never scrolls sideways; wider, the seven columns
 * of the spec get a wide frame.
 */
export function GroupIncidentsScreen({ school, groupId, header, back, canEdit, students, rules }: GroupIncidentsScreenProps) {
  const list = useListView(incidentsListSort.keys, incidentsListSort.defaultSort);
  const result = useGroupIncidents(school, groupId, list.query);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const errors = useIncidentErrorDialog();
  const [adding, setAdding] = useState(false);
  const [replyId, setReplyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TeacherIncident | null>(null);

  // The reply dialog follows the row as the table reads it again (status, version).
  const items = result.data?.items;
  const [replyRow, setReplyRow] = useState<TeacherIncident | null>(null);
  const liveReplyRow = replyId === null ? null : (items?.find((i) => i.idincidencias === replyId) ?? replyRow);
  const openReply = (incident: TeacherIncident) => {
    setReplyRow(incident);
    setReplyId(incident.idincidencias);
    // The student may have answered since the page was read: the dialog decides on the incident as it is now.
    void result.refetch();
  };

  const options = { canEdit, onReply: openReply, onDelete: setDeleting };
  const columns = compact ? compactIncidentColumns(options) : incidentColumns(options);
  return (
    <Page title="Incidencias" actions={back} wide={!compact}>
      <Stack spacing={2}>
        {header}
        {canEdit ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} disabled={!result.data} sx={{ alignSelf: 'flex-start' }}>
            Agregar
          </Button>
        ) : (
          <Alert severity="info">{INCIDENTS_MSG.incidentsReadOnly}</Alert>
        )}
        <DataTable
          label="Incidencias del grupo"
          columns={columns}
          list={list}
          result={result}
          rowKey={(incident) => incident.idincidencias}
          emptyText={INCIDENTS_MSG.incidentsEmpty}
          searchLabel="Buscar alumno, regla o nota"
        />
      </Stack>
      {canEdit && result.data && (
        <AddIncidentDialog
          school={school}
          groupId={groupId}
          idcurso={result.data.idcurso}
          students={students}
          rules={rules}
          open={adding}
          onClose={() => setAdding(false)}
          onError={errors.report}
        />
      )}
      <ReplyIncidentDialog school={school} incident={liveReplyRow} canEdit={canEdit} onClose={() => setReplyId(null)} onError={errors.report} />
      {canEdit && <DeleteIncidentDialog school={school} target={deleting} onClose={() => setDeleting(null)} onError={errors.report} />}
      {errors.dialog}
    </Page>
  );
}
