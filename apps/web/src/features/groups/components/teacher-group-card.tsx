import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Groups from '@mui/icons-material/Groups';
import Place from '@mui/icons-material/Place';
import Schedule from '@mui/icons-material/Schedule';
import { classDaysLabel, type TeacherGroup } from '@lms/contract';
import { StatusTag } from '../../../components/ui/status-tag';
import { classTimeRange } from '../../../lib/time/class-time';
import { studentCountLabel } from '../utils/teacher-group-options';
import { RunningChip } from './running-chip';
import styles from './group-card.module.css';

interface TeacherGroupCardProps {
  group: TeacherGroup;
  running: boolean;
  onSelect: (group: TeacherGroup) => void;
}

/** One group of the teacher's Mis grupos: the student's card in look, with the campus, the class size and which teacher the user is. */
export function TeacherGroupCard({ group, running, onSelect }: TeacherGroupCardProps) {
  const days = classDaysLabel(group);
  return (
    <li className={styles.card}>
      <button type="button" className={styles.action} onClick={() => onSelect(group)}>
        <span className={styles.head}>
          <h2 className={`${styles.title} ${styles.titleKeep}`}>{group.grupo_corto}</h2>
          <span className={`${styles.tags} ${styles.tagsWrap}`}>
            {running && <RunningChip />}
            {group.mi_turno !== null && <StatusTag label={`Teacher ${group.mi_turno}`} color="primary" variant="outlined" />}
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
          <span>
            <Place fontSize="small" aria-hidden />
            {group.plantel}
          </span>
          <span>
            <Groups fontSize="small" aria-hidden />
            {studentCountLabel(group.num_alumnos)}
          </span>
        </span>
        <ChevronRight className={styles.chevron} aria-hidden />
      </button>
    </li>
  );
}
