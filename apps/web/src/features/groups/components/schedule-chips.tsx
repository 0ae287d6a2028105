import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import EventAvailable from '@mui/icons-material/EventAvailable';
import type { GroupInformation } from '@lms/contract';
import { SectionCard } from '../../../components/ui/section-card';
import { StatusTag } from '../../../components/ui/status-tag';
import { scheduleChips, scheduleLegend, type TeacherTurn } from '../utils/teacher-schedule';

/** Read by screen readers, not shown: the filled chip says the same to the eye. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The group's class days as chips (spec 3 §2): the user's own days filled in
 * the brand colour with a check, the rest outlined; the legend says in words
 * which are theirs, so colour is not the only sign.
 */
export function ScheduleChips({ group, turn }: { group: GroupInformation; turn: TeacherTurn }) {
  const chips = scheduleChips(group, turn);
  return (
    <SectionCard title="Días de clase" icon={<EventAvailable aria-hidden />}>
      {chips.length > 0 && (
        <Box component="ul" aria-label="Días de clase" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}>
          {chips.map((chip) => (
            <li key={chip.day}>
              <StatusTag
                label={chip.label}
                color={chip.own ? 'primary' : 'default'}
                variant={chip.own ? 'filled' : 'outlined'}
                icon={chip.own ? <Check aria-hidden /> : undefined}
              />
              {chip.own && (
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  , tu día
                </Box>
              )}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {scheduleLegend(chips, turn)}
      </Typography>
    </SectionCard>
  );
}
