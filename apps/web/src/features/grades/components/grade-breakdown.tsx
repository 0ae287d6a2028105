import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ListAlt from '@mui/icons-material/ListAlt';
import type { GradeBreakdownRow, GroupGradesAnswer } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusTag } from '../../../components/ui/status-tag';
import { gradeNumber } from '../utils/grade-format';
import { compactTableSx, ScrollBox } from './scroll-box';

type PartKey = 'asistencias' | 'ejercicios' | 'examenes';

const PARTS: ReadonlyArray<{ key: PartKey; label: string; empty: string }> = [
  { key: 'asistencias', label: 'Participación', empty: 'Aún no hay clases registradas.' },
  { key: 'ejercicios', label: 'Ejercicios', empty: 'Aún no tienes ejercicios por contestar.' },
  { key: 'examenes', label: 'Exámenes', empty: 'Aún no tienes exámenes por presentar.' },
];

/** One part's rows (spec 2 §3): session, fecha_formato and the valor_text chip in its colour in one cell, calificacion in the other, so a 360 px phone holds them. */
function BreakdownTable({ label, rows, empty }: { label: string; rows: readonly GradeBreakdownRow[]; empty: string }) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <ScrollBox label={label}>
      <Table size="small" aria-label={label} sx={compactTableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Clase y estado</TableCell>
            <TableCell align="right">Calificación</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${row.session}-${i}`}>
              <TableCell>
                <Box sx={{ mb: 0.5 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    Clase {row.session}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' · '}
                    {row.fecha_formato}
                  </Box>
                </Box>
                <StatusTag label={row.valor_text} color={row.color} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, fontSize: '1rem' }}>
                {row.calificacion === null ? '—' : gradeNumber(row.calificacion)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollBox>
  );
}

/** The breakdown of each part (spec 2 §2 "breakdown tables"), one tab each. */
export function GradeBreakdown({ grades }: { grades: GroupGradesAnswer }) {
  const [selected, setSelected] = useState<PartKey>('asistencias');
  const idBase = useId();
  const part = PARTS.find((p) => p.key === selected)!;
  return (
    <SectionCard title="Desglose" icon={<ListAlt aria-hidden />}>
      <Tabs
        value={selected}
        onChange={(_, key: PartKey) => setSelected(key)}
        variant="fullWidth"
        aria-label="Desglose por rubro"
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40, px: 0.25, minWidth: 0, fontSize: '0.8125rem' } }}
      >
        {PARTS.map((p) => (
          <Tab key={p.key} value={p.key} label={p.label} id={`${idBase}-tab-${p.key}`} aria-controls={`${idBase}-panel-${p.key}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idBase}-panel-${part.key}`} aria-labelledby={`${idBase}-tab-${part.key}`} sx={{ pt: 1 }}>
        <BreakdownTable label={`Desglose de ${part.label.toLowerCase()}`} rows={grades[part.key].desgloce} empty={part.empty} />
      </Box>
    </SectionCard>
  );
}
