import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router';
import { COMMENTS_MSG, type FailingComment, type FailingStudentRow, isFirstCommentCycle, LIST_PAGE_SIZE, MSG, pageCount, type SchoolId } from '@lms/contract';
import { idIn } from '../../../lib/routing';
import { Page } from '../../../components/layouts/page';
import { useCommentCycles } from '../api/get-comment-cycles';
import { useFailingStudents } from '../api/get-failing-students';
import { commentOf, pageRows, rowsOfView, scopeText, searchRows, type CommentsView } from '../utils/failing-list';
import { AtRiskFromGroup } from './at-risk-from-group';
import { CycleSelect } from './cycle-select';
import { FailingStudentCard } from './failing-student-card';
import { ReviewCommentDialog, type Review } from './review-comment-dialog';
import { SendCommentDialog } from './send-comment-dialog';

const pageLabel = (type: string, page: number | null, selected: boolean) =>
  type === 'page' ? (selected ? `Página ${page}, actual` : `Ir a la página ${page}`) : type === 'next' ? 'Página siguiente' : type === 'previous' ? 'Página anterior' : 'Más páginas';

/**
 * Comentarios (spec 3 §2.8): a cycle, then the students at risk of the
 * caller's groups (a coordinator's branch, the administration's school) as
 * cards, 10 a page, searched by name, matrícula or group; 'Sin comentario'
 * (spec 3 §5's filter: 'Enviar Comentario') and 'Con comentario' (their
 * status; Aceptar and Rechazar for the coordination). The cycle and the view
 * stay in the address; without one the current cycle is chosen. Opened from
 * a group's 'En riesgo', the address names the group and its students too.
 * The list's first cycle shows spec 3's message instead.
 */
export function CommentsScreen({ school, userId }: { school: SchoolId; userId: number }) {
  const cycles = useCommentCycles(school);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { cycleId, fromGroup, atRiskIds, view, setView, chooseCycle } = useCommentsAddress(cycles.data, () => setPage(1));
  const [sending, setSending] = useState<FailingStudentRow | null>(null);
  const [reviewing, setReviewing] = useState<Review | null>(null);

  const cycle = cycles.data?.find((c) => c.id_ciclo === cycleId) ?? null;
  const first = cycle !== null && isFirstCommentCycle(cycles.data ?? [], cycle.id_ciclo);
  const students = useFailingStudents(school, userId, first ? null : cycle);

  let body;
  if (cycle === null) body = <Typography color="text.secondary">Elige un ciclo para ver a los alumnos en riesgo.</Typography>;
  else if (first) body = <Alert severity="warning">{COMMENTS_MSG.firstCycleClosed}</Alert>;
  else if (students.isPending) body = <Skeleton variant="rounded" height={220} aria-label="Cargando alumnos en riesgo" />;
  else if (students.isError)
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void students.refetch()}>{MSG.listRetry}</Button>}>
        No pudimos cargar a los alumnos en riesgo.
      </Alert>
    );
  else
    body = (
      <FailingList
        data={students.data}
        view={view}
        onView={setView}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        page={page}
        onPage={setPage}
        onSend={setSending}
        onReview={setReviewing}
      />
    );

  return (
    <Page title="Comentarios">
      <Stack spacing={2}>
        <CycleSelect cycles={cycles.data} value={cycleId} onChange={chooseCycle} />
        {fromGroup !== null && <AtRiskFromGroup school={school} groupId={fromGroup} studentIds={atRiskIds} />}
        {body}
      </Stack>
      <SendCommentDialog school={school} userId={userId} row={sending} onClose={() => setSending(null)} />
      <ReviewCommentDialog school={school} review={reviewing} onClose={() => setReviewing(null)} />
    </Page>
  );
}

/**
 * What the address keeps: the cycle (else the current one, decision 028: the
 * list opens on the cycle a teacher works in), the view, and, opened from a
 * group's 'En riesgo', that group and the students it listed.
 */
function useCommentsAddress(cycles: ReadonlyArray<{ id_ciclo: number; actual?: boolean }> | undefined, firstPage: () => void) {
  const [params, setParams] = useSearchParams();
  const cycleId = Number(params.get('ciclo')) || (cycles?.find((c) => c.actual)?.id_ciclo ?? null);
  const fromGroup = idIn(params, 'grupo');
  const atRiskIds = (params.get('alumnos') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const view: CommentsView = params.get('vista') === 'con' ? 'con' : 'sin';
  const setParam = (key: string, value: string) => {
    firstPage();
    setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), [key]: value }), { replace: true });
  };
  // Another cycle is not the group's: its 'En riesgo' students leave the address.
  const chooseCycle = (id: number) => {
    firstPage();
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('ciclo', String(id));
      next.delete('grupo');
      next.delete('alumnos');
      return next;
    }, { replace: true });
  };
  const setView = (next: CommentsView) => setParam('vista', next);
  return { cycleId, fromGroup, atRiskIds, view, setView, chooseCycle };
}

interface FailingListProps {
  data: NonNullable<ReturnType<typeof useFailingStudents>['data']>;
  view: CommentsView;
  onView(view: CommentsView): void;
  search: string;
  onSearch(text: string): void;
  page: number;
  onPage(page: number): void;
  onSend(row: FailingStudentRow): void;
  onReview(review: Review): void;
}

/** The cycle's students at risk: the view's count, the search, a page of cards and the page links. */
function FailingList({ data, view, onView, search, onSearch, page, onPage, onSend, onReview }: FailingListProps) {
  const all = data.alumnos;
  const inView = searchRows(rowsOfView(all, view), search);
  const pages = pageCount(inView.length, LIST_PAGE_SIZE);
  const shown = pageRows(inView, Math.min(page, Math.max(pages, 1)));
  const comments: readonly FailingComment[] = data.comentarios;
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{scopeText(data.alcance.alcance, data.alcance.planteles)}</Typography>
      <ToggleButtonGroup exclusive fullWidth size="small" color="primary" value={view} onChange={(_, v: CommentsView | null) => v && onView(v)} aria-label="Alumnos">
        <ToggleButton value="sin">Sin comentario ({rowsOfView(all, 'sin').length})</ToggleButton>
        <ToggleButton value="con">Con comentario ({rowsOfView(all, 'con').length})</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        type="search"
        size="small"
        label="Buscar alumno, matrícula o grupo"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, enterKeyHint: 'search' }, input: { startAdornment: <InputAdornment position="start"><Search aria-hidden /></InputAdornment> } }}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {inView.length === 0
          ? search.trim()
            ? MSG.listNoMatches
            : view === 'sin'
              ? 'Ningún alumno en riesgo espera comentario en este ciclo.'
              : 'Ningún alumno en riesgo tiene comentario en este ciclo.'
          : `${inView.length} ${inView.length === 1 ? 'alumno' : 'alumnos'}`}
      </Typography>
      {shown.map((row) => (
        <FailingStudentCard key={`${row.id_grupo}:${row.id_alumno}`} row={row} comment={commentOf(comments, row)} onSend={onSend} onReview={(r, comment, to) => onReview({ row: r, comment, to })} />
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, p) => onPage(p)}
          siblingCount={1}
          boundaryCount={1}
          color="primary"
          getItemAriaLabel={pageLabel}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
