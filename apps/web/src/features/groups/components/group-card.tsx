import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Schedule from '@mui/icons-material/Schedule';
import { classDaysLabel, type GroupSummary } from '@lms/contract';
import { classTimeRange } from '../../../lib/time/class-time';
import { groupStatusOf } from '../utils/group-status';
import { GroupStatusChip } from './group-status-chip';
import { RunningChip } from './running-chip';
import styles from './group-card.module.css';

interface GroupCardProps {
  group: GroupSummary;
  running: boolean;
  onSelect: (group: GroupSummary) => void;
}

/** One group of Mis grupos; its left border and background say its status. Static styles: the home's first render (decision 007). */
export function GroupCard({ group, running, onSelect }: GroupCardProps) {
  const status = groupStatusOf(group);
  const days = classDaysLabel(group);
  return (
    <li className={styles.card} data-group-status={status}>
      <button type="button" className={styles.action} onClick={() => onSelect(group)}>
        <span className={styles.head}>
          <h2 className={styles.title}>{group.grupo_corto}</h2>
          <span className={styles.tags}>
            {running && <RunningChip />}
            <GroupStatusChip status={status} />
          </span>
        </span>
        <p className={styles.course}>
          {group.curso} · {group.nivel}
        </p>
        <p className={styles.cycle}>{group.ciclo}</p>
        <span className={styles.when}>
          <span>
            <Schedule fontSize="small" aria-hidden />
            {classTimeRange(group.hora_inicio, group.hora_fin)}
          </span>
          {days && (
            <span>
              <CalendarMonth fontSize="small" aria-hidden />
              {days}
            </span>
          )}
        </span>
        <ChevronRight className={styles.chevron} aria-hidden />
      </button>
    </li>
  );
}
