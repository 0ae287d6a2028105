import { ATTENDANCE, EXERCISES_MSG, formatMessage, type LessonRow, LESSONS_MSG } from '@lms/contract';
import { formatGrade, formatLessonDate } from './lesson-date';

/** What a lesson's panel says about it (spec 2 §4): done, missing, not yet (with its date) or locked (with why). */
export type LessonStatusKind = 'done' | 'missing' | 'future' | 'locked';

export interface LessonStatus {
  kind: LessonStatusKind;
  text: string;
}

/**
 * abrir 1: done when every exercise of the lesson was sent (a lesson without
 * exercises: when it has a grade), missing otherwise ('Ejercicio…'; 'Examen…'
 * for a lesson that holds only an exam, such as the certification's last);
 * 2: not yet, with the day it opens; 0: locked, with the server's reason
 * (never a bare lock).
 */
export function lessonStatus(
  row: Pick<LessonRow, 'abrir' | 'calificacion' | 'fecha' | 'bloqueo' | 'ejercicios' | 'ejercicios_realizados' | 'examenes'>,
): LessonStatus {
  switch (row.abrir) {
    case 1: {
      const examOnly = row.ejercicios === 0 && row.examenes > 0;
      const done = row.ejercicios > 0 ? row.ejercicios_realizados >= row.ejercicios : row.calificacion !== null;
      if (done) return { kind: 'done', text: examOnly ? EXERCISES_MSG.examDone : LESSONS_MSG.exerciseDone };
      return { kind: 'missing', text: examOnly ? LESSONS_MSG.examMissing : LESSONS_MSG.exerciseMissing };
    }
    case 2:
      return { kind: 'future', text: formatMessage(LESSONS_MSG.availableFrom, { fecha: formatLessonDate(row.fecha) }) };
    default:
      return { kind: 'locked', text: row.bloqueo ?? LESSONS_MSG.lessonLocked };
  }
}

/**
 * "Which lesson and grade unlock it" for a locked lesson: the lesson before
 * it, and the grade it has there now. Nothing for any other lesson.
 */
export function unlockHints(rows: ReadonlyArray<Pick<LessonRow, 'leccion' | 'abrir' | 'calificacion'>>, index: number): string[] {
  const row = rows[index];
  const previous = rows[index - 1];
  if (!row || row.abrir !== 0 || !previous) return [];
  const hints = [formatMessage(LESSONS_MSG.lessonUnlockedBy, { leccion: previous.leccion })];
  if (previous.calificacion !== null) {
    hints.push(formatMessage(LESSONS_MSG.lessonPreviousGrade, { leccion: previous.leccion, calificacion: formatGrade(previous.calificacion) }));
  }
  return hints;
}

/** The attendance icon's kind (spec 2 §4: 1 present, 2 and 0 absent, 3 late; 4 sin participación; null not recorded). */
export type AttendanceKind = 'present' | 'absent' | 'late' | 'noParticipation' | 'notRecorded';

export function attendanceKind(value: number | null): AttendanceKind {
  switch (value) {
    case ATTENDANCE.present:
      return 'present';
    case ATTENDANCE.absent:
    case ATTENDANCE.absentLegacy:
      return 'absent';
    case ATTENDANCE.late:
      return 'late';
    case ATTENDANCE.noParticipation:
      return 'noParticipation';
    default:
      return 'notRecorded';
  }
}
