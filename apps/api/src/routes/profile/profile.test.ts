import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_DEFAULTS, MSG } from '@lms/contract';
import { clientPasswordDigest as digest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const perfil = {
  nombre: 'Sofía',
  apellido_paterno: 'Treviño',
  apellido_materno: 'Garza',
  edad: 25,
  telefono: '8181234567',
  celular: '8187654321',
  calle: 'Av. Universidad 120',
  cp: 64000,
  colonia: 'Centro',
  municipio: 'Monterrey',
};

describe('POST usuario.update.datos', () => {
  it('saves personal data and address, answers them with the message, and the next login sees them', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const id = demoUserId(1, 'alumno');
    const res = await t.call('POST', '/api/1/usuario.update.datos', {
      cookie,
      body: { id, ...perfil, nombre: '  Sofía Alejandra ', cp: '64710', colonia: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MSG.dataUpdated,
      datos_usuario: { nombre: 'Sofía Alejandra', cp: 64710, colonia: null, municipio: 'Monterrey' },
    });
    const again = await t.call('POST', '/api/1/usuario.validar.acceso', { body: { usuario: 'demo.alumno', password: digest('escuela2026') } });
    expect(again.json().datos_usuario).toMatchObject({ nombre: 'Sofía Alejandra', cp: 64710, edad: 25 });
    expect(again.json().usuario.nombre_completo).toBe('Sofía Alejandra Treviño Garza');
  });

  it.each(['nombre', 'apellido_paterno', 'edad', 'telefono', 'celular', 'calle', 'cp', 'municipio'])(
    'requires %s with "Requerido."',
    async (field) => {
      const cookie = await t.login(2, 'demo.alumno');
      const res = await t.call('POST', '/api/2/usuario.update.datos', {
        cookie,
        body: { id: demoUserId(2, 'alumno'), ...perfil, [field]: field === 'edad' || field === 'cp' ? undefined : '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Datos inválidos: ${field}: ${MSG.required}`);
    },
  );

  it('keeps apellido_materno and colonia optional, and checks cp, edad and email', async () => {
    const cookie = await t.login(2, 'demo.alumno');
    const id = demoUserId(2, 'alumno');
    const ok = await t.call('POST', '/api/2/usuario.update.datos', { cookie, body: { id, ...perfil, apellido_materno: null, colonia: undefined } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().datos_usuario).toMatchObject({ apellido_materno: null, colonia: null });
    const cp = await t.call('POST', '/api/2/usuario.update.datos', { cookie, body: { id, ...perfil, cp: 'abc' } });
    expect(cp.statusCode).toBe(400);
    const edad = await t.call('POST', '/api/2/usuario.update.datos', { cookie, body: { id, ...perfil, edad: 0 } });
    expect(edad.json().message).toContain(MSG.ageInvalid);
    const email = await t.call('POST', '/api/2/usuario.update.datos', { cookie, body: { id, ...perfil, email: 'no-es-correo' } });
    expect(email.json().message).toContain(MSG.emailMustBeValid);
  });

  it('creates the personal data of a student who had none', async () => {
    const cookie = await t.login(1, 'demo.nuevo');
    const res = await t.call('POST', '/api/1/usuario.update.datos', { cookie, body: { id: demoUserId(1, 'nuevo'), ...perfil } });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another student's id and staff", async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const res = await t.call('POST', '/api/1/usuario.update.datos', { cookie, body: { id: demoUserId(1, 'alumno'), ...perfil } });
    expect(res.statusCode).toBe(403);
    const teacher = await t.login(1, 'demo.teacher');
    expect((await t.call('POST', '/api/1/usuario.update.datos', { cookie: teacher, body: { id: demoUserId(1, 'teacher'), ...perfil } })).statusCode).toBe(403);
  });
});

describe('POST usuario.update.password', () => {
  it('needs the right current password', async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const res = await t.call('POST', '/api/1/usuario.update.password', {
      cookie,
      body: { id: demoUserId(1, 'reprobado'), password: digest('equivocada'), newpassword: digest('nueva-clave') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.passwordCurrentWrong);
  });

  it('changes the password, signs out every other session, keeps this one, and the new password signs in', async () => {
    const id = demoUserId(2, 'reprobado');
    const here = await t.login(2, 'demo.reprobado');
    const elsewhere = await t.login(2, 'demo.reprobado');
    const res = await t.call('POST', '/api/2/usuario.update.password', {
      cookie: here,
      body: { id, password: digest('escuela2026'), newpassword: digest(' nueva-clave ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.passwordUpdated);
    expect((await t.call('GET', `/api/2/grupos.alumno/${id}`, { cookie: elsewhere })).statusCode).toBe(401);
    expect((await t.call('GET', `/api/2/grupos.alumno/${id}`, { cookie: here })).statusCode).toBe(200);
    const old = await t.call('POST', '/api/2/usuario.validar.acceso', { body: { usuario: 'demo.reprobado', password: digest('escuela2026') } });
    expect(old.statusCode).toBe(401);
    await t.login(2, 'demo.reprobado', 'nueva-clave');
  });

  it('refuses the same password, a malformed hash, and someone else', async () => {
    const cookie = await t.login(1, 'demo.editor');
    const id = demoUserId(1, 'editor');
    const same = await t.call('POST', '/api/1/usuario.update.password', { cookie, body: { id, password: digest('escuela2026'), newpassword: digest('escuela2026') } });
    expect(same.json().message).toBe(MSG.passwordSameAsCurrent);
    const raw = await t.call('POST', '/api/1/usuario.update.password', { cookie, body: { id, password: 'escuela2026', newpassword: digest('x') } });
    expect(raw.statusCode).toBe(400);
    const other = await t.call('POST', '/api/1/usuario.update.password', {
      cookie,
      body: { id: demoUserId(1, 'admin'), password: digest('escuela2026'), newpassword: digest('robada1') },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lets a teacher change their own password', async () => {
    const cookie = await t.login(2, 'demo.teacher');
    const res = await t.call('POST', '/api/2/usuario.update.password', {
      cookie,
      body: { id: demoUserId(2, 'teacher'), password: digest('escuela2026'), newpassword: digest('maestro2026') },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT usuario.update.avatar', () => {
  const avatar = { ...AVATAR_DEFAULTS, isCircle: true, topType: 'ShortHairDreads01', skinColor: 'Brown' };

  it('saves the avatar, and the next login answers it', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const id = demoUserId(1, 'alumno');
    const res = await t.call('PUT', '/api/1/usuario.update.avatar', { cookie, body: { id_alumno: id, ...avatar } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: MSG.avatarUpdated, avatar: { id_alumno: id, topType: 'ShortHairDreads01' } });
    const again = await t.call('POST', '/api/1/usuario.validar.acceso', { body: { usuario: 'demo.alumno', password: digest('escuela2026') } });
    expect(again.json().avatar).toMatchObject({ topType: 'ShortHairDreads01', skinColor: 'Brown' });
  });

  it('refuses an option that is not in the list, naming the part', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const res = await t.call('PUT', '/api/1/usuario.update.avatar', {
      cookie,
      body: { id_alumno: demoUserId(1, 'alumno'), ...avatar, hairColor: 'Verde' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Opción de avatar no válida: hairColor');
  });

  it("lets a teacher set their own avatar, seen in their group's detail, but not someone else's", async () => {
    const cookie = await t.login(1, 'demo.teacher');
    const res = await t.call('PUT', '/api/1/usuario.update.avatar', {
      cookie,
      body: { id_alumno: demoUserId(1, 'teacher'), ...avatar, topType: 'Hat' },
    });
    expect(res.statusCode).toBe(200);
    const other = await t.call('PUT', '/api/1/usuario.update.avatar', { cookie, body: { id_alumno: demoUserId(1, 'alumno'), ...avatar } });
    expect(other.statusCode).toBe(403);
    const student = await t.login(1, 'demo.alumno');
    const groups = (await t.call('GET', `/api/1/grupos.alumno/${demoUserId(1, 'alumno')}`, { cookie: student })).json();
    const detail = (await t.call('GET', `/api/1/grupos.informacion/${groups[2].id}`, { cookie: student })).json();
    expect(detail.teachers.avatar_t1.topType).toBe('Hat');
  });
});

describe('GET usuario.anuncio.descuento', () => {
  it('answers the school notice while it is in force, and nulls otherwise', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
    const now = (await t.call('GET', '/api/1/usuario.anuncio.descuento', { cookie })).json();
    expect(now.nota).toMatch(/descuento/);
    expect(now.ruta_pago).toBe('https://pagos.example.mx/escuela1/reinscripcion');
    t.clock.set(new Date('2025-12-01T18:00:00Z'));
    const later = await t.login(1, 'demo.alumno');
    expect((await t.call('GET', '/api/1/usuario.anuncio.descuento', { cookie: later })).json()).toEqual({ nota: null, ruta_pago: null });
    const teacher = await t.login(1, 'demo.teacher');
    expect((await t.call('GET', '/api/1/usuario.anuncio.descuento', { cookie: teacher })).statusCode).toBe(403);
  });
});
