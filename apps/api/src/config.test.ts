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

  describe('S3 file store', () => {
    const s3 = { S3_BUCKET: 'lms-archivos', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'llave', S3_SECRET_ACCESS_KEY: 'secreto-largo' };
    const failure = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      return expect.unreachable();
    };

    it('is off without S3_BUCKET, and read whole with it', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig(s3).s3).toEqual({
        bucket: 'lms-archivos',
        region: 'us-east-1',
        endpoint: undefined,
        forcePathStyle: false,
        prefix: '',
        accessKeyId: 'llave',
        secretAccessKey: 'secreto-largo',
      });
      const minio = loadConfig({ ...s3, S3_ENDPOINT: 'http://minio.interno:9000', S3_FORCE_PATH_STYLE: 'true', S3_PREFIX: 'lms/archivos' }).s3;
      expect(minio).toMatchObject({ endpoint: 'http://minio.interno:9000', forcePathStyle: true, prefix: 'lms/archivos/' });
    });

    it.each(['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])('with S3_BUCKET but no %s, stops the start naming it', (name) => {
      const message = failure({ ...s3, [name]: '' });
      expect(message).toBe(`Configuración inválida: ${name}="" es obligatoria cuando S3_BUCKET está definida`);
    });

    it.each([['S3_ENDPOINT', 'http://minio:9000'], ['S3_ACCESS_KEY_ID', 'llave'], ['S3_PREFIX', 'lms'], ['S3_FORCE_PATH_STYLE', 'true']])(
      'with %s but no S3_BUCKET, stops the start instead of using the folder',
      (name, value) => {
        expect(failure({ [name]: value })).toBe(`Configuración inválida: S3_BUCKET="" es obligatoria cuando ${name} está definida`);
      },
    );

    it.each([
      ['S3_BUCKET', 'Mi_Bucket'],
      ['S3_ENDPOINT', 'minio:9000'],
      ['S3_ENDPOINT', 'ftp://minio'],
      ['S3_REGION', 'US East'],
      ['S3_PREFIX', '/lms'],
      ['S3_PREFIX', 'lms//archivos'],
      ['S3_FORCE_PATH_STYLE', 'sí'],
    ])('a wrong %s=%s stops the start with one line naming it', (name, value) => {
      const message = failure({ ...s3, [name]: value });
      expect(message).toContain(`${name}=${JSON.stringify(value)}`);
      expect(message.split('\n')).toHaveLength(1);
    });

    it('never prints a secret in its message', () => {
      const message = failure({ ...s3, VAPID_PRIVATE_KEY: 'no-es-una-llave-privada' });
      expect(message).toContain('VAPID_PRIVATE_KEY=(oculto)');
      expect(message).not.toContain('no-es-una-llave-privada');
    });
  });
});
