import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MSG, accessCheckCall, deviceTypeCall, loginCall, logoutCall, MSG, schoolInformationCall, studentGroupsCall } from '@lms/contract';
import { clientPasswordDigest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '8', LOGIN_MAX_FAILURES_PER_ACCOUNT: '6', LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: 'true' });
});
afterAll(async () => t.close());

const login = (escuela: 1 | 2, usuario: string, password: string, headers: Record<string, string> = {}) =>
  t.request(loginCall, { school: escuela, body: { usuario, password }, headers });
const digest = clientPasswordDigest;
/** Each test that fails logins uses its own address so throttles do not mix. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('POST usuario.validar.acceso', () => {
  it('signs a student in with the spec answer and an httpOnly cookie scoped to the school root', async () => {
    const res = await login(1, '  demo.alumno  ', digest(' escuela2026 '));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.usuario).toMatchObject({ id: demoUserId(1, 'alumno'), roll: 'ALUMNO', usuario: 'demo.alumno', qr: 1, facturacion: 1, constancia: 1, escuela: 1, restringido: false });
    expect(body.datos_usuario).toMatchObject({ nombre: 'Sofía', apellido_paterno: 'Treviño' });
    expect(body.escuela).toBe(1);
    expect(body.avatar).toMatchObject({ id_alumno: demoUserId(1, 'alumno') });
    expect(body.grupos.map((g: { id_nivel: number }) => g.id_nivel)).toEqual([...body.grupos.map((g: { id_nivel: number }) => g.id_nivel)].sort((a, b) => a - b));
    expect(body.grupos.map((g: { habil: boolean }) => g.habil)).toEqual([true, true, true, false]);
    expect(body.token).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === 'lms_sesion')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/1/', sameSite: 'Lax' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('answers a student without personal data with datos_usuario null', async () => {
    const res = await login(2, 'demo.nuevo', digest('escuela2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json().datos_usuario).toBeNull();
  });

  it('marks the restricted editor, and staff get no groups', async () => {
    const restricted = (await login(1, 'demo.restringido', digest('escuela2026'))).json();
    expect(restricted.usuario).toMatchObject({ roll: 'EDITOR', restringido: true });
    const editor = (await login(1, 'demo.editor', digest('escuela2026'))).json();
    expect(editor.usuario).toMatchObject({ roll: 'EDITOR', restringido: false });
    expect(editor.grupos).toEqual([]);
    const teacher = (await login(2, 'demo.teacher', digest('escuela2026'))).json();
    expect(teacher.usuario.roll).toBe('TEACHER');
  });

  it('refuses a wrong password and an unknown user with the same Spanish message', async () => {
    const wrong = await login(1, 'demo.teacher', digest('otra'), from('10.0.0.1'));
    const unknown = await login(1, 'nadie.aqui', digest('escuela2026'), from('10.0.0.1'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(ACCESS_MSG.loginWrong);
    expect(unknown.json().message).toBe(ACCESS_MSG.loginWrong);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('requires usuario and password with "Requerido."', async () => {
    for (const [usuario, password] of [['', digest('x')], ['   ', digest('x')], ['demo.alumno', ''], [undefined, digest('x')]]) {
      // A missing usuario is no body of the call's type: sent unchecked.
      const res = await t.request(loginCall, { payload: { usuario, password } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(MSG.required);
    }
  });

  it('does not let a user of the other school sign in at this root', async () => {
    const res = await t.request(loginCall, {
      school: 2,
      body: { usuario: 'A260000', password: digest('escuela2026') },
      headers: from('10.0.0.2'),
    });
    expect(res.statusCode).toBe(401);
    expect((await login(1, 'A260000', digest('escuela2026'))).statusCode).toBe(200);
  });

  it("blocks a guesser's address on the account with growing delays (1, 2 minutes), while the owner elsewhere signs in", async () => {
    const attacker = from('10.1.0.1');
    for (let i = 0; i < 3; i++) expect((await login(1, 'demo.editor', digest('mala'), attacker)).statusCode).toBe(401);
    const blocked = await login(1, 'demo.editor', digest('escuela2026'), attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Demasiados intentos de inicio de sesión. Espera 1 minutos e inténtalo de nuevo.');
    // The owner, at another address, is not locked out; another account at the attacker's address neither.
    expect((await login(1, 'demo.editor', digest('escuela2026'), from('10.1.0.2'))).statusCode).toBe(200);
    expect((await login(1, 'demo.admin', digest('escuela2026'), attacker)).statusCode).toBe(200);
    // One more failure after the block: the next block is twice as long.
    t.clock.advance(61_000);
    expect((await login(1, 'demo.editor', digest('mala'), attacker)).statusCode).toBe(401);
    expect((await login(1, 'demo.editor', digest('mala'), attacker)).json().message).toMatch(/Espera 2 minutos/);
    t.clock.advance(61_000);
    expect((await login(1, 'demo.editor', digest('escuela2026'), attacker)).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await login(1, 'demo.editor', digest('escuela2026'), attacker)).statusCode).toBe(200);
  });

  it("keeps the owner's known device signing in while the account is guessed from many addresses", async () => {
    const owner = await login(2, 'demo.editor', digest('escuela2026'), from('10.4.0.1'));
    const device = owner.cookies.find((c) => c.name === 'lms_dispositivo');
    expect(device?.httpOnly).toBe(true);
    // A distributed guesser: 2 failures from each of 3 addresses reach the account's ceiling (6).
    for (let i = 0; i < 6; i++) expect((await login(2, 'demo.editor', digest('mala'), from(`10.5.0.${i % 3}`))).statusCode).toBe(401);
    // Any unknown device, even with the right password, now waits…
    expect((await login(2, 'demo.editor', digest('escuela2026'), from('10.6.0.1'))).statusCode).toBe(429);
    // …but the owner's phone signs in, from its usual address or any other.
    const again = await login(2, 'demo.editor', digest('escuela2026'), { ...from('10.7.0.1'), cookie: `lms_dispositivo=${device!.value}` });
    expect(again.statusCode).toBe(200);
    // A device cookie is only known to the account that signed in with it.
    expect((await login(2, 'demo.editor', digest('escuela2026'), { ...from('10.6.0.1'), cookie: `lms_dispositivo=${'x'.repeat(43)}` })).statusCode).toBe(429);
  });

  it('throttles an address that tries many accounts, but not the known devices behind it (a school NAT)', async () => {
    const ip = from('10.2.0.1');
    const student = await login(2, 'demo.alumno', digest('escuela2026'), ip);
    const device = student.cookies.find((c) => c.name === 'lms_dispositivo')!.value;
    for (let i = 0; i < 8; i++) expect((await login(2, `cuenta.${i}`, digest('x'), ip)).statusCode).toBe(401);
    expect((await login(2, 'demo.reprobado', digest('escuela2026'), ip)).statusCode).toBe(429);
    expect((await login(2, 'demo.alumno', digest('escuela2026'), { ...ip, cookie: `lms_dispositivo=${device}` })).statusCode).toBe(200);
    expect((await login(2, 'demo.reprobado', digest('escuela2026'), from('10.2.0.2'))).statusCode).toBe(200);
  });

  it('checks guesses sent at once no further than the limit: the right password among them does not get through, and the next try waits', async () => {
    const guesser = from('10.8.0.1');
    const guesses = [...Array.from({ length: 25 }, () => digest('mala')), digest('escuela2026')];
    const answers = await Promise.all(guesses.map((password) => login(1, 'demo.teacher2', password, guesser)));
    const statuses = answers.map((a) => a.statusCode);
    // At most LOGIN_MAX_FAILURES (3) were checked; the rest waited, whichever arrived first.
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(a.json().message).toMatch(/^Demasiados intentos de inicio de sesión\. Espera \d+ minutos?/);
    // The guesses that were checked were counted: the next wrong try is delayed, the right one too.
    expect((await login(1, 'demo.teacher2', digest('mala'), guesser)).statusCode).toBe(429);
    expect((await login(1, 'demo.teacher2', digest('escuela2026'), guesser)).statusCode).toBe(429);
    // The owner elsewhere is not affected.
    expect((await login(1, 'demo.teacher2', digest('escuela2026'), from('10.8.0.2'))).statusCode).toBe(200);
  });

  it('lets sign-ins under the limit go side by side (a double tap, a few phones), and leaves nothing counted', async () => {
    const twice = await Promise.all([0, 1].map(() => login(1, 'demo.reprobado', digest('escuela2026'), from('10.9.0.1'))));
    expect(twice.map((a) => a.statusCode)).toEqual([200, 200]);
    // Successes settling at once (on PostgreSQL, on several connections) never wait on each other in a circle.
    // As many at once as the limit (LOGIN_MAX_FAILURES, 3 here), three times.
    for (let round = 0; round < 3; round++) {
      const three = await Promise.all([0, 1, 2].map(() => login(1, 'demo.reprobado', digest('escuela2026'), from('10.9.0.1'))));
      expect(three.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    }
    // Nothing stays counted against the address after two successes.
    for (let i = 0; i < 2; i++) expect((await login(1, 'demo.reprobado', digest('mala'), from('10.9.0.1'))).statusCode).toBe(401);
    expect((await login(1, 'demo.reprobado', digest('escuela2026'), from('10.9.0.1'))).statusCode).toBe(200);
  });

  it('gives native clients a Bearer token that works without the cookie', async () => {
    const res = await login(1, 'demo.alumno', digest('escuela2026'), { 'x-lms-client': 'native' });
    const { token, usuario } = res.json();
    expect(typeof token).toBe('string');
    const groups = await t.request(studentGroupsCall, { params: { userId: usuario.id }, headers: { authorization: `Bearer ${token}` } });
    expect(groups.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the session: the same cookie is refused afterwards', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const id = demoUserId(1, 'alumno');
    expect((await t.request(studentGroupsCall, { params: { userId: id }, cookie })).statusCode).toBe(200);
    const out = await t.request(logoutCall, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(ACCESS_MSG.loggedOut);
    const after = await t.request(studentGroupsCall, { params: { userId: id }, cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MSG.sessionRequired);
  });

  it('a session of one school is not valid at the other root', async () => {
    const res = await login(1, 'demo.alumno', digest('escuela2026'), { 'x-lms-client': 'native' });
    const { token } = res.json();
    const other = await t.request(deviceTypeCall, {
      school: 2,
      headers: { authorization: `Bearer ${token}` },
      body: { id: demoUserId(1, 'alumno'), dispositivo: 'web' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('expires after the idle timeout', async () => {
    const cookie = await t.login(2, 'demo.alumno');
    t.clock.advance(t.config.session.idleMs + 60_000);
    expect((await t.request(studentGroupsCall, { params: { userId: demoUserId(2, 'alumno') }, school: 2, cookie })).statusCode).toBe(401);
  });
});

describe('GET usuario.acceso', () => {
  it('grants access to a student in good standing and denies one with a failed level', async () => {
    const ok = await t.request(accessCheckCall, { params: { userId: demoUserId(2, 'alumno') }, school: 2, cookie: await t.login(2, 'demo.alumno') });
    expect(ok.json()).toEqual({ acceso: true, message: ACCESS_MSG.accessOk });
    const failed = await t.request(accessCheckCall, { params: { userId: demoUserId(2, 'reubicacion') }, school: 2, cookie: await t.login(2, 'demo.reubicacion') });
    expect(failed.json()).toEqual({ acceso: false, message: ACCESS_MSG.noAccessBody });
    // A level under 70 with its extraordinary exam still to take is not a failed level.
    const pending = await t.request(accessCheckCall, { params: { userId: demoUserId(2, 'reprobado') }, school: 2, cookie: await t.login(2, 'demo.reprobado') });
    expect(pending.json()).toEqual({ acceso: true, message: ACCESS_MSG.accessOk });
  });
});

describe('GET escuela.informacion', () => {
  it('serves each school its own brand from configuration', async () => {
    const one = (await t.request(schoolInformationCall)).json();
    const two = (await t.request(schoolInformationCall, { school: 2 })).json();
    expect(one).toMatchObject({ id: 1, color: '#0d47a1' });
    expect(two).toMatchObject({ id: 2, color: '#b71c1c' });
    expect(one.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(one.contacto.correo).toContain('@');
  });
});

