import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  AVATAR_DEFAULTS,
  discountNoticeCall,
  groupInformationCall,
  loginCall,
  MSG,
  personalDataCall,
  PROFILE_MSG,
  studentGroupsCall,
  updateAvatarCall,
  updatePasswordCall,
  updatePersonalDataCall,
} from '@lms/contract';
import { clientPasswordDigest as digest } from '../../lib/password.js';
import { demoUserId } from '../../seed/index.js';
import type { MailMessage } from '../../plugins/mail.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
/** Mails the app sent, in order. */
const sent: MailMessage[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (message) => void sent.push(message) } });
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

/** The record's current version, as a screen reads it before a save. */
async function versionOf(escuela: 1 | 2, cookie: string, id: number): Promise<number> {
  const res = await t.request(personalDataCall, { params: { id }, school: escuela, cookie });
  expect(res.statusCode).toBe(200);
  return res.json().datos_usuario.version;
}

describe('GET usuario.datos', () => {
  it("answers the student's current record with its version; never someone else's", async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const res = await t.request(personalDataCall, { params: { id: demoUserId(1, 'reprobado') }, cookie });
    expect(res.json().datos_usuario).toMatchObject({ nombre: expect.any(String), version: expect.any(Number) });
    expect((await t.request(personalDataCall, { params: { id: demoUserId(1, 'alumno') }, cookie })).statusCode).toBe(403);
    const nuevo = await t.login(1, 'demo.nuevo');
    expect((await t.request(personalDataCall, { params: { id: demoUserId(1, 'nuevo') }, cookie: nuevo })).json()).toEqual({ datos_usuario: null });
  });
});

describe('POST usuario.update.datos', () => {
  it('saves personal data and address, answers them with the message, and the next login sees them', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const id = demoUserId(1, 'alumno');
    const version = await versionOf(1, cookie, id);
    const res = await t.request(updatePersonalDataCall, {
      cookie,
      body: { id, version, ...perfil, nombre: '  Sofía Alejandra ', cp: '64710', colonia: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: PROFILE_MSG.dataUpdated,
      datos_usuario: { nombre: 'Sofía Alejandra', cp: 64710, colonia: null, municipio: 'Monterrey', version: version + 1 },
    });
    const again = await t.request(loginCall, { body: { usuario: 'demo.alumno', password: digest('escuela2026') } });
    expect(again.json().datos_usuario).toMatchObject({ nombre: 'Sofía Alejandra', cp: 64710, edad: 25 });
    expect(again.json().usuario.nombre_completo).toBe('Sofía Alejandra Treviño Garza');
  });

  it('changes only the fields sent: an address save on one device keeps the phone changed on another', async () => {
    const id = demoUserId(1, 'reprobado');
    const phoneDevice = await t.login(1, 'demo.reprobado');
    const addressDevice = await t.login(1, 'demo.reprobado');
    const version = await versionOf(1, phoneDevice, id);
    const phone = await t.request(updatePersonalDataCall, { cookie: phoneDevice, body: { id, version, telefono: '8119998877' } });
    expect(phone.statusCode).toBe(200);
    // The second device read the record after that save: its address save leaves the phone alone.
    const fresh = await versionOf(1, addressDevice, id);
    const address = await t.request(updatePersonalDataCall, { cookie: addressDevice, body: { id, version: fresh, calle: 'Morelos 5', cp: 64000, colonia: null, municipio: 'Monterrey' } });
    expect(address.json().datos_usuario).toMatchObject({ telefono: '8119998877', calle: 'Morelos 5' });
  });

  it('refuses a save over data that changed since it was read (409), and changes nothing', async () => {
    const id = demoUserId(2, 'reprobado');
    const a = await t.login(2, 'demo.reprobado');
    const b = await t.login(2, 'demo.reprobado');
    const read = await versionOf(2, b, id);
    expect((await t.request(updatePersonalDataCall, { school: 2, cookie: a, body: { id, version: read, telefono: '8110000001' } })).statusCode).toBe(200);
    const stale = await t.request(updatePersonalDataCall, { school: 2, cookie: b, body: { id, version: read, telefono: '8110000002', calle: 'Otra 1' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PROFILE_MSG.dataChangedElsewhere);
    expect((await t.request(personalDataCall, { params: { id }, school: 2, cookie: b })).json().datos_usuario).toMatchObject({ telefono: '8110000001', version: read + 1 });
  });

  it.each(['nombre', 'apellido_paterno', 'edad', 'telefono', 'celular', 'calle', 'cp', 'municipio'])(
    'requires %s with "Requerido." when it is sent',
    async (field) => {
      const cookie = await t.login(2, 'demo.alumno');
      const id = demoUserId(2, 'alumno');
      const res = await t.request(updatePersonalDataCall, {
        school: 2,
        cookie,
        body: { id, version: await versionOf(2, cookie, id), ...perfil, [field]: field === 'edad' || field === 'cp' ? '' : '  ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Datos inválidos: ${field}: ${MSG.required}`);
    },
  );

  it('keeps apellido_materno and colonia optional, and checks cp, edad and email', async () => {
    const cookie = await t.login(2, 'demo.alumno');
    const id = demoUserId(2, 'alumno');
    const version = await versionOf(2, cookie, id);
    const ok = await t.request(updatePersonalDataCall, { school: 2, cookie, body: { id, version, ...perfil, apellido_materno: null, colonia: null } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().datos_usuario).toMatchObject({ apellido_materno: null, colonia: null });
    const cp = await t.request(updatePersonalDataCall, { school: 2, cookie, body: { id, version: version + 1, ...perfil, cp: 'abc' } });
    expect(cp.statusCode).toBe(400);
    const edad = await t.request(updatePersonalDataCall, { school: 2, cookie, body: { id, version: version + 1, ...perfil, edad: 0 } });
    expect(edad.json().message).toContain(PROFILE_MSG.ageInvalid);
    const email = await t.request(updatePersonalDataCall, { school: 2, cookie, body: { id, version: version + 1, ...perfil, email: 'no-es-correo' } });
    expect(email.json().message).toContain(ACCOUNT_MSG.emailMustBeValid);
  });

  it('sends a student without personal data to registration (409)', async () => {
    const cookie = await t.login(1, 'demo.nuevo');
    const res = await t.request(updatePersonalDataCall, { cookie, body: { id: demoUserId(1, 'nuevo'), version: 0, ...perfil } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PROFILE_MSG.personalDataMissing);
  });

  it("refuses another student's id and staff", async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const res = await t.request(updatePersonalDataCall, { cookie, body: { id: demoUserId(1, 'alumno'), version: 1, ...perfil } });
    expect(res.statusCode).toBe(403);
    const teacher = await t.login(1, 'demo.teacher');
    expect((await t.request(updatePersonalDataCall, { cookie: teacher, body: { id: demoUserId(1, 'teacher'), version: 1, ...perfil } })).statusCode).toBe(403);
  });
});

describe('changing the mail address (account takeover)', () => {
  it('needs the current password: a stolen session cannot move recovery to its own mail', async () => {
    const id = demoUserId(1, 'olvido');
    const cookie = await t.login(1, 'demo.olvido');
    const version = await versionOf(1, cookie, id);
    const thief = 'ladron@correo.example.mx';
    const without = await t.request(updatePersonalDataCall, { cookie, body: { id, version, email: thief } });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(PROFILE_MSG.emailChangeNeedsPassword);
    const wrong = await t.request(updatePersonalDataCall, { cookie, body: { id, version, email: thief, password: digest('adivinada') } });
    expect(wrong.json().message).toBe(PROFILE_MSG.passwordCurrentWrong);
    expect((await t.request(personalDataCall, { params: { id }, cookie })).json().datos_usuario.email).toBe('demo.olvido1@correo.example.mx');
    // Recovery still mails the owner.
    expect(sent.some((m) => m.to === thief)).toBe(false);
  });

  it('with the password: the mail changes and the OLD address is told', async () => {
    const id = demoUserId(2, 'olvido');
    const cookie = await t.login(2, 'demo.olvido');
    const version = await versionOf(2, cookie, id);
    const before = sent.length;
    const res = await t.request(updatePersonalDataCall, { school: 2, cookie, body: { id, version, email: 'nuevo.olvido@correo.example.mx', password: digest('escuela2026') } });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos_usuario.email).toBe('nuevo.olvido@correo.example.mx');
    const told = sent.slice(before);
    expect(told.map((m) => m.to)).toEqual(['demo.olvido2@correo.example.mx']);
    expect(told[0]!.text).toContain('El correo de tu cuenta');
    expect(told[0]!.text).toContain('nu…@correo.example.mx');
  });

  it('changes nothing when the old address cannot be told (503)', async () => {
    const failing = await createTestApp({}, { mailer: { send: async () => Promise.reject(new Error('smtp caído')) } });
    try {
      const id = demoUserId(1, 'olvido');
      const cookie = await failing.login(1, 'demo.olvido');
      const version = (await failing.request(personalDataCall, { params: { id }, cookie })).json().datos_usuario.version;
      const res = await failing.request(updatePersonalDataCall, { cookie, body: { id, version, email: 'otro@correo.example.mx', password: digest('escuela2026') } });
      expect(res.statusCode).toBe(503);
      expect((await failing.request(personalDataCall, { params: { id }, cookie })).json().datos_usuario).toMatchObject({ email: 'demo.olvido1@correo.example.mx', version });
    } finally {
      await failing.close();
    }
  });

  it('the same mail in other letters is no change and needs no password', async () => {
    const id = demoUserId(1, 'alumno');
    const cookie = await t.login(1, 'demo.alumno');
    const current = (await t.request(personalDataCall, { params: { id }, cookie })).json().datos_usuario;
    if (!current.email) return;
    const res = await t.request(updatePersonalDataCall, { cookie, body: { id, version: current.version, email: current.email.toUpperCase() } });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST usuario.update.password', () => {
  it('needs the right current password', async () => {
    const cookie = await t.login(1, 'demo.reprobado');
    const res = await t.request(updatePasswordCall, {
      cookie,
      body: { id: demoUserId(1, 'reprobado'), password: digest('equivocada'), newpassword: digest('nueva-clave') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROFILE_MSG.passwordCurrentWrong);
  });

  it('changes the password, signs out every other session, keeps this one, and the new password signs in', async () => {
    const id = demoUserId(2, 'reprobado');
    const here = await t.login(2, 'demo.reprobado');
    const elsewhere = await t.login(2, 'demo.reprobado');
    const res = await t.request(updatePasswordCall, {
      school: 2,
      cookie: here,
      body: { id, password: digest('escuela2026'), newpassword: digest(' nueva-clave ') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MSG.passwordUpdated);
    expect((await t.request(studentGroupsCall, { params: { userId: id }, school: 2, cookie: elsewhere })).statusCode).toBe(401);
    expect((await t.request(studentGroupsCall, { params: { userId: id }, school: 2, cookie: here })).statusCode).toBe(200);
    const old = await t.request(loginCall, { school: 2, body: { usuario: 'demo.reprobado', password: digest('escuela2026') } });
    expect(old.statusCode).toBe(401);
    await t.login(2, 'demo.reprobado', 'nueva-clave');
  });

  it('refuses the same password, a malformed hash, and someone else', async () => {
    const cookie = await t.login(1, 'demo.editor');
    const id = demoUserId(1, 'editor');
    const same = await t.request(updatePasswordCall, { cookie, body: { id, password: digest('escuela2026'), newpassword: digest('escuela2026') } });
    expect(same.json().message).toBe(PROFILE_MSG.passwordSameAsCurrent);
    const raw = await t.request(updatePasswordCall, { cookie, body: { id, password: 'escuela2026', newpassword: digest('x') } });
    expect(raw.statusCode).toBe(400);
    const other = await t.request(updatePasswordCall, {
      cookie,
      body: { id: demoUserId(1, 'admin'), password: digest('escuela2026'), newpassword: digest('robada1') },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lets a teacher change their own password', async () => {
    const cookie = await t.login(2, 'demo.teacher');
    const res = await t.request(updatePasswordCall, {
      school: 2,
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
    const res = await t.request(updateAvatarCall, { cookie, body: { id_alumno: id, ...avatar } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PROFILE_MSG.avatarUpdated, avatar: { id_alumno: id, topType: 'ShortHairDreads01' } });
    const again = await t.request(loginCall, { body: { usuario: 'demo.alumno', password: digest('escuela2026') } });
    expect(again.json().avatar).toMatchObject({ topType: 'ShortHairDreads01', skinColor: 'Brown' });
  });

  it('refuses an option that is not in the list, naming the part', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const res = await t.request(updateAvatarCall, {
      cookie,
      body: { id_alumno: demoUserId(1, 'alumno'), ...avatar, hairColor: 'Verde' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Opción de avatar no válida: hairColor');
  });

  it("lets a teacher set their own avatar, seen in their group's detail, but not someone else's", async () => {
    const cookie = await t.login(1, 'demo.teacher');
    const res = await t.request(updateAvatarCall, {
      cookie,
      body: { id_alumno: demoUserId(1, 'teacher'), ...avatar, topType: 'Hat' },
    });
    expect(res.statusCode).toBe(200);
    const other = await t.request(updateAvatarCall, { cookie, body: { id_alumno: demoUserId(1, 'alumno'), ...avatar } });
    expect(other.statusCode).toBe(403);
    const student = await t.login(1, 'demo.alumno');
    const groups = (await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') }, cookie: student })).json();
    const detail = (await t.request(groupInformationCall, { params: { id: groups[2].id }, cookie: student })).json();
    expect(detail.teachers.avatar_t1.topType).toBe('Hat');
  });
});

describe('GET usuario.anuncio.descuento', () => {
  it('answers the school notice while it is in force, and nulls otherwise', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    t.clock.set(new Date('2026-11-22T18:00:00Z'));
    const now = (await t.request(discountNoticeCall, { cookie })).json();
    expect(now.nota).toMatch(/descuento/);
    expect(now.ruta_pago).toBe('https://pagos.example.mx/escuela1/reinscripcion');
    t.clock.set(new Date('2025-12-01T18:00:00Z'));
    const later = await t.login(1, 'demo.alumno');
    expect((await t.request(discountNoticeCall, { cookie: later })).json()).toEqual({ nota: null, ruta_pago: null });
    const teacher = await t.login(1, 'demo.teacher');
    expect((await t.request(discountNoticeCall, { cookie: teacher })).statusCode).toBe(403);
  });
});
