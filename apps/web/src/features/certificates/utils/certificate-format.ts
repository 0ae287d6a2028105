import { dayjs } from '../../../lib/time/dayjs-locale';

/**
 * A date of the certificates screen in Mexican Spanish: "20 de julio de 2026".
 * Timestamps read in the device's zone, plain dates ('2026-11-02') as that day.
 */
export function formatLongDate(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.format('D [de] MMMM [de] YYYY') : value;
}

/** "CICLO 46 NOV-DIC 2026" -> "constancia-de-estudios-ciclo-46-nov-dic-2026.pdf". */
export function certificateFileName(ciclo: string): string {
  const slug = ciclo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `constancia-de-estudios${slug ? `-${slug}` : ''}.pdf`;
}

/** The TOEFL step as the screen tells it (spec 1 §2, §4). */
export type ToeflOutcome = 'passed' | 'failed' | 'pending';

export function toeflOutcome(paso: 1 | 2 | null): ToeflOutcome {
  return paso === 2 ? 'passed' : paso === 1 ? 'failed' : 'pending';
}
