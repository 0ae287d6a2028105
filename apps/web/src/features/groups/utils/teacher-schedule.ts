import { ownsScheduleDay, type GroupInformation, type WeekdayKey } from '@lms/contract';

/** Which teacher of the group the user is: 1, 2, or null (an administrator, or not theirs). */
export type TeacherTurn = 1 | 2 | null;

/** grupos.informacion names both teachers; the session's user id says which one is looking. */
export function teacherTurnOf(group: Pick<GroupInformation, 'id_teacher' | 'id_teacher_2'>, userId: number): TeacherTurn {
  if (group.id_teacher === userId) return 1;
  if (group.id_teacher_2 === userId) return 2;
  return null;
}

/** Monday first, as the school's week reads (WEEKDAY_KEYS starts on Sunday, as Date.getDay does). */
const WEEK: readonly { day: WeekdayKey; label: string }[] = [
  { day: 'lunes', label: 'Lunes' },
  { day: 'martes', label: 'Martes' },
  { day: 'miercoles', label: 'Miércoles' },
  { day: 'jueves', label: 'Jueves' },
  { day: 'viernes', label: 'Viernes' },
  { day: 'sabado', label: 'Sábado' },
  { day: 'domingo', label: 'Domingo' },
];

export interface ScheduleChip {
  day: WeekdayKey;
  label: string;
  /** Highlighted as the user's own (spec 3 §2). */
  own: boolean;
}

/** One chip per day the group meets, Monday first; a chip is the user's own by ownsScheduleDay. */
export function scheduleChips(group: Record<WeekdayKey, number>, turn: TeacherTurn): ScheduleChip[] {
  return WEEK.filter(({ day }) => group[day] === 1).map(({ day, label }) => ({ day, label, own: ownsScheduleDay(turn, day) }));
}

/** "lunes, martes y sábado": days inside a sentence are written in lower case. */
function joinDays(chips: readonly ScheduleChip[]): string {
  const days = chips.map((chip) => chip.label.toLowerCase());
  return days.length <= 1 ? days.join('') : `${days.slice(0, -1).join(', ')} y ${days[days.length - 1]}`;
}

/** The line under the chips: who the user is in the group and which of its days are theirs. */
export function scheduleLegend(chips: readonly ScheduleChip[], turn: TeacherTurn): string {
  if (chips.length === 0) return 'Este grupo aún no tiene días de clase asignados.';
  const own = chips.filter((chip) => chip.own);
  if (turn === null) {
    return own.length === 0
      ? 'No eres teacher de este grupo: ningún día está resaltado.'
      : `Resaltados, los días de ambos teachers: ${joinDays(own)}.`;
  }
  return own.length === 0
    ? `Eres teacher ${turn}: ninguno de los días de este grupo te toca.`
    : `Eres teacher ${turn}. Resaltados, tus días: ${joinDays(own)}.`;
}
