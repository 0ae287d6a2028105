import { WEEKDAY_KEYS } from './schemas.js';

export interface ScheduleFields {
  /** The cycle's first and last day (YYYY-MM-DD): no class runs outside them. */
  inicio_ciclo?: string;
  fin_ciclo?: string;
  hora_inicio: string;
  hora_fin: string;
  lunes: number;
  martes: number;
  miercoles: number;
  jueves: number;
  viernes: number;
  sabado: number;
  domingo: number;
}

/** Minutes since midnight of an 'HH:MM' or 'HH:MM:SS' text, or null. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * A class is running (tag CORRIENDO) when today is within its cycle, today's
 * weekday flag is set and the local time is within [hora_inicio, hora_fin].
 * `now` is read in the device's local time, which is the school's for its users.
 */
export function isClassRunning(group: ScheduleFields, now: Date): boolean {
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  if ((group.inicio_ciclo && today < group.inicio_ciclo) || (group.fin_ciclo && today > group.fin_ciclo)) return false;
  const day = WEEKDAY_KEYS[now.getDay()];
  if (!day || group[day] !== 1) return false;
  const start = minutesOfDay(group.hora_inicio);
  const end = minutesOfDay(group.hora_fin);
  if (start === null || end === null) return false;
  const current = now.getHours() * 60 + now.getMinutes();
  return current >= start && current <= end;
}

const DAY_LABELS: Record<(typeof WEEKDAY_KEYS)[number], string> = {
  domingo: 'Domingo',
  lunes: 'Lunes',
  martes: 'Martes',
  miercoles: 'Miércoles',
  jueves: 'Jueves',
  viernes: 'Viernes',
  sabado: 'Sábado',
};

/** Class days in Spanish, Monday first: "Lunes, Miércoles y Viernes". */
export function classDaysLabel(group: ScheduleFields): string {
  const order = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'] as const;
  const days = order.filter((d) => group[d] === 1).map((d) => DAY_LABELS[d]);
  if (days.length <= 1) return days.join('');
  return `${days.slice(0, -1).join(', ')} y ${days[days.length - 1]}`;
}

/**
 * The days a teacher owns in a group's schedule chips (spec 3 §2): teacher 1
 * Monday to Wednesday, teacher 2 Thursday and Friday; Saturday and Sunday are
 * everyone's. `turn` null (an administrator) owns only the weekend.
 */
export function ownsScheduleDay(turn: 1 | 2 | null, day: (typeof WEEKDAY_KEYS)[number]): boolean {
  if (day === 'sabado' || day === 'domingo') return true;
  if (turn === 1) return day === 'lunes' || day === 'martes' || day === 'miercoles';
  if (turn === 2) return day === 'jueves' || day === 'viernes';
  return false;
}
