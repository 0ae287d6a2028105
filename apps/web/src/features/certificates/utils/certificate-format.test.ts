import { describe, expect, it } from 'vitest';
import '../../../lib/time/dayjs-locale';
import { certificateFileName, formatLongDate, toeflOutcome } from './certificate-format';

describe('study certificates screen', () => {
  it('writes dates in Mexican Spanish', () => {
    expect(formatLongDate('2026-11-02')).toBe('2 de noviembre de 2026');
    expect(formatLongDate('2026-07-20T16:00:00.000Z')).toBe('20 de julio de 2026');
    expect(formatLongDate('sin fecha')).toBe('sin fecha');
  });

  it('names the saved PDF after the cycle', () => {
    expect(certificateFileName('CICLO 46 NOV-DIC 2026')).toBe('constancia-de-estudios-ciclo-46-nov-dic-2026.pdf');
    expect(certificateFileName('Ciclo Único')).toBe('constancia-de-estudios-ciclo-unico.pdf');
    expect(certificateFileName('')).toBe('constancia-de-estudios.pdf');
  });

  it('reads the TOEFL step', () => {
    expect(toeflOutcome(2)).toBe('passed');
    expect(toeflOutcome(1)).toBe('failed');
    expect(toeflOutcome(null)).toBe('pending');
  });
});
