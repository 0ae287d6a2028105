import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.servedSchools).toEqual([1, 2]);
    expect(config.restrictedEditorIds).toEqual([1007, 2007]);
    expect(config.paymentApproverErpIds).toEqual([28, 334]);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.session.secureCookie).toBe(false);
  });

  it('reads overrides', () => {
    const config = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/x', SCHOOL_1_COLOR: '#123456', RESTRICTED_EDITOR_IDS: '5, 6', PUBLIC_URL: 'https://lms.example.mx' });
    expect(config.port).toBe(9000);
    expect(config.dataDir).toBe('/tmp/x');
    expect(config.schools[1].color).toBe('#123456');
    expect(config.restrictedEditorIds).toEqual([5, 6]);
    expect(config.session.secureCookie).toBe(true);
  });

  it.each([
    ['PORT', 'ochenta'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SCHOOL_2_COLOR', 'rojo'],
    ['RESTRICTED_EDITOR_IDS', '1,a'],
    ['SERVED_SCHOOLS', '3'],
    ['DEMO_DATA', 'quizá'],
    ['PUBLIC_URL', 'lms.example.mx'],
  ])('a wrong %s=%s stops the start with one line naming it', (name, value) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain(name);
      expect(message.split('\n')).toHaveLength(1);
    }
  });
});
