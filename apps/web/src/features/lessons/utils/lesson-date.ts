const LONG_DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A session date (YYYY-MM-DD) as Mexican Spanish reads it: '2 de diciembre de
 * 2026'. Read as a calendar day, not an instant, so no time zone moves it.
 * Anything else is shown as it came.
 */
export function formatLessonDate(fecha: string): string {
  if (!ISO_DATE.test(fecha)) return fecha;
  const day = new Date(`${fecha}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? fecha : LONG_DATE.format(day);
}

const GRADE = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** A grade as shown on screen: up to 2 decimals, es-MX separators. */
export function formatGrade(value: number): string {
  return GRADE.format(value);
}
