/** 0/1 columns as the wire's literal flags. */
export type Flag = 0 | 1;
export const flag = (value: number): Flag => (value === 1 ? 1 : 0);

type WeekdayRow = Record<'lunes' | 'martes' | 'miercoles' | 'jueves' | 'viernes' | 'sabado' | 'domingo', number>;

/** The seven weekday flags of a group row. */
export function weekdays(row: WeekdayRow): Record<keyof WeekdayRow, Flag> {
  return {
    lunes: flag(row.lunes),
    martes: flag(row.martes),
    miercoles: flag(row.miercoles),
    jueves: flag(row.jueves),
    viernes: flag(row.viernes),
    sabado: flag(row.sabado),
    domingo: flag(row.domingo),
  };
}
