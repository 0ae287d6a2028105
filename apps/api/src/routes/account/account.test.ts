import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  activateAccountCall,
  loginCall,
  MSG,
  recoverPasswordCall,
  registrationCall,
  resendMailCall,
  resetPasswordCall,
  studentGroupsCall,
} from '@lms/contract';
import { clientPasswordDigest as digest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import { linkIn, startSmtp, type TestSmtp } from '../../test/smtp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lms.example.mx', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const registration = (id: number, email: string) => ({
  id_usuario: id,
  nombre: 'Mateo',
  apellido_paterno: 'Cantú',
  apellido_materno: 'Leal',
  edad: 17,
  email,
  sexo: 0,
  telefono: '8181112233',
  celular: '8184445566',
  contacto_emergencia: 'Rosa Leal 8187778899',
  facebook: '',
  calle: 'Calle Morelos',
  numero: '120-B',
  cp: '',
  colonia: 'Centro',
  municipio: 'Monterrey',
  estado: 19,
  medio_contacto: 2,
  ocupacion: 1,
  estado_civil: 1,
  hijos: 1,
  motivo_estudio: 3,
  transporte: 2,
});
const login = (escuela: 1 | 2, usuario: string, password = 'escuela2026') =>
  t.request(loginCall, { school: escuela, body: { usuario, password: digest(password) } });

describe('registration and activation', () => {
  it('stores the data, mails an activation link, refuses sign-in until the link is opened, then signs in', async () => {
    const cookie = await t.login(1, 'demo.nuevo');
    const id = demoUserId(1, 'nuevo');
    const res = await t.request(registrationCall, { cookie, body: registration(id, 'mateo.cantu@correo.example.mx') });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MSG.registrationMailSent);

    const mail = await smtp.next('mateo.cantu@correo.example.mx');
    expect(mail.subject).toContain('Activa tu cuenta');
    const link = linkIn(mail);
    expect(link.url.origin + link.url.pathname).toBe('https://lms.example.mx/lms/activarcuenta');
    expect(link.escuela).toBe('1');

    const blocked = await login(1, 'demo.nuevo');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(ACCOUNT_MSG.accountNotActivated);

    const activated = await t.request(activateAccountCall, { body: { token: link.token } });
    expect(activated.json()).toEqual({ message: ACCOUNT_MSG.accountActivated });
    const after = await login(1, 'demo.nuevo');
    expect(after.statusCode).toBe(200);
    expect(after.json().datos_usuario).toMatchObject({ nombre: 'Mateo', calle: 'Calle Morelos 120-B', cp: null, email: 'mateo.cantu@correo.example.mx' });
    expect(after.json().usuario.nombre_completo).toBe('Mateo Cantú Leal');

    const again = await t.request(activateAccountCall, { body: { token: link.token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ACCOUNT_MSG.linkInvalid);
  });

  it('refuses a second registration, and someone else’s id', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const twice = await t.request(registrationCall, { cookie, body: registration(demoUserId(1, 'alumno'), 'x@correo.example.mx') });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ACCOUNT_MSG.alreadyRegistered);
    const nuevo2 = await t.login(2, 'demo.nuevo');
    const foreign = await t.request(registrationCall, { school: 2, cookie: nuevo2, body: registration(demoUserId(2, 'alumno'), 'x@correo.example.mx') });
    expect(foreign.statusCode).toBe(403);
  });

  it.each([
    ['nombre', 'MAteo', ACCOUNT_MSG.nameCriteria],
    ['apellido_materno', 'LEal', ACCOUNT_MSG.nameCriteria],
    ['email', 'no-es-correo', ACCOUNT_MSG.emailMustBeValid],
    ['contacto_emergencia', ' ', MSG.required],
    ['numero', '', MSG.required],
    ['estado', 33, MSG.required],
    ['transporte', '', MSG.required],
  ])('validates %s=%j', async (field, value, message) => {
    const cookie = await t.login(2, 'demo.nuevo');
    const res = await t.request(registrationCall, {
      school: 2,
      cookie,
      body: { ...registration(demoUserId(2, 'nuevo'), 'valido@correo.example.mx'), [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Datos inválidos: ${field}: ${message}`);
  });

  it('writes nothing when the mail cannot be sent', async () => {
    const failing = await createTestApp({}, { mailer: { send: async () => Promise.reject(new Error('smtp down')) } });
    try {
      const cookie = await failing.login(1, 'demo.nuevo');
      const res = await failing.request(registrationCall, { cookie, body: registration(demoUserId(1, 'nuevo'), 'a@correo.example.mx') });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(ACCOUNT_MSG.mailFailed);
      const relogin = await failing.request(loginCall, { body: { usuario: 'demo.nuevo', password: digest('escuela2026') } });
      expect(relogin.statusCode).toBe(200);
      expect(relogin.json().datos_usuario).toBeNull();
    } finally {
      await failing.close();
    }
  });
});

describe('password recovery', () => {
  it('answers the same for unknown accounts and sends no mail', async () => {
    const before = smtp.mails.length;
    const res = await t.request(recoverPasswordCall, { school: 2, body: { usuario: 'no.existe' }, headers: { 'x-forwarded-for': '10.9.0.1' } });
    expect(res.json()).toEqual({ message: ACCOUNT_MSG.recoverySent });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
  });

  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const session = await t.login(2, 'demo.alumno');
    const me = (await login(2, 'demo.alumno')).json();
    const res = await t.request(recoverPasswordCall, { school: 2, body: { usuario: ' DEMO.ALUMNO ' } });
    expect(res.json()).toEqual({ message: ACCOUNT_MSG.recoverySent });
    const mail = await smtp.next(me.datos_usuario.email);
    const { token, escuela, url } = linkIn(mail);
    expect(url.pathname).toBe('/lms/restablecerpassword');
    expect(escuela).toBe('2');

    // A token of school 2 means nothing at school 1, and stays usable.
    expect((await t.request(resetPasswordCall, { body: { token, password: digest('nueva-clave') } })).statusCode).toBe(400);
    const reset = await t.request(resetPasswordCall, { school: 2, body: { token, password: digest(' nueva-clave ') } });
    expect(reset.json()).toEqual({ message: ACCOUNT_MSG.passwordReset });
    expect((await t.request(studentGroupsCall, { params: { userId: demoUserId(2, 'alumno') }, school: 2, cookie: session })).statusCode).toBe(401);
    expect((await login(2, 'demo.alumno')).statusCode).toBe(401);
    expect((await login(2, 'demo.alumno', 'nueva-clave')).statusCode).toBe(200);
    expect((await t.request(resetPasswordCall, { school: 2, body: { token, password: digest('otra') } })).statusCode).toBe(400);
  });

  it('expires the link after an hour', async () => {
    const me = (await login(1, 'demo.reprobado')).json();
    await t.request(recoverPasswordCall, { body: { usuario: 'demo.reprobado' } });
    const { token } = linkIn(await smtp.next(me.datos_usuario.email));
    t.clock.advance(61 * 60_000);
    const res = await t.request(resetPasswordCall, { body: { token, password: digest('tarde-123') } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ACCOUNT_MSG.linkInvalid);
  });

  it('throttles repeated requests for one account from one address, and from everywhere past a ceiling, without silencing the owner elsewhere', async () => {
    const ask = (ip: string) => t.request(recoverPasswordCall, { body: { usuario: 'demo.admin' }, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await ask('10.8.0.1')).statusCode).toBe(200);
    const res = await ask('10.8.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Demasiadas solicitudes para esta cuenta/);
    // The owner at home can still ask for the link…
    expect((await ask('10.8.1.1')).statusCode).toBe(200);
    // …until requests from everywhere reach the account's ceiling (10): no mail flood.
    for (let i = 0; i < 6; i++) expect((await ask(`10.8.2.${i}`)).statusCode).toBe(200);
    expect((await ask('10.8.3.1')).statusCode).toBe(429);
  });

  it('requires the matrícula with "Requerido."', async () => {
    const res = await t.request(recoverPasswordCall, { body: { usuario: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.required);
  });
});

describe('resend activation mail', () => {
  it('resends to a pending account when matrícula and mail match, and says the same otherwise', async () => {
    const wrong = await t.request(resendMailCall, { school: 2, body: { matricula: 'demo.pendiente', correo: 'otro@correo.example.mx' } });
    expect(wrong.json()).toEqual({ message: ACCOUNT_MSG.resendSent });
    const res = await t.request(resendMailCall, { school: 2, body: { matricula: 'demo.pendiente', correo: 'DEMO.PENDIENTE2@correo.example.mx' } });
    expect(res.json()).toEqual({ message: ACCOUNT_MSG.resendSent });
    const mail = await smtp.next('demo.pendiente2@correo.example.mx');
    expect(smtp.mails.filter((m) => m.subject?.includes('Activa')).length).toBeGreaterThan(0);
    const { token } = linkIn(mail);
    expect((await login(2, 'demo.pendiente')).statusCode).toBe(403);
    expect((await t.request(activateAccountCall, { school: 2, body: { token } })).statusCode).toBe(200);
    expect((await login(2, 'demo.pendiente')).statusCode).toBe(200);
  });

  it('requires matrícula and correo', async () => {
    const res = await t.request(resendMailCall, { school: 2, body: { matricula: 'x', correo: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.required);
  });
});
