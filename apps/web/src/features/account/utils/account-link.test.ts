import { describe, expect, it } from 'vitest';
import { parseAccountLink } from './account-link';

const TOKEN = 'aB3_-'.repeat(9);

describe('mailed account links', () => {
  it('reads the school and the token', () => {
    expect(parseAccountLink(`?escuela=2&token=${TOKEN}`)).toEqual({ escuela: 2, token: TOKEN });
    expect(parseAccountLink(new URLSearchParams({ token: TOKEN, escuela: '1' }))).toEqual({ escuela: 1, token: TOKEN });
  });

  it('refuses a missing or unknown school', () => {
    expect(parseAccountLink(`?token=${TOKEN}`)).toBeNull();
    expect(parseAccountLink(`?escuela=3&token=${TOKEN}`)).toBeNull();
    expect(parseAccountLink(`?escuela=1.0&token=${TOKEN}`)).toBeNull();
    expect(parseAccountLink(`?escuela=uno&token=${TOKEN}`)).toBeNull();
  });

  it('refuses a missing, short or altered token', () => {
    expect(parseAccountLink('?escuela=1')).toBeNull();
    expect(parseAccountLink('?escuela=1&token=corto')).toBeNull();
    expect(parseAccountLink(`?escuela=1&token=${TOKEN.slice(0, 30)}%3Cscript%3E`)).toBeNull();
  });
});
