import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ACCESS_MSG, deviceTypeCall, logoutCall, NOTIFICATIONS_MSG, pushKeyCall, pushTokenCall } from '@lms/contract';
import { sessions } from '../../db/schema/users.js';
import { pushTokens } from './notifications.schema.js';
import { demoUserId } from '../../seed/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('device and push token', () => {
  it('registers the device type and push token of the signed-in user only', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const me = demoUserId(1, 'alumno');
    const device = await t.request(deviceTypeCall, { cookie, body: { id: me, dispositivo: 'android' } });
    expect(device.statusCode).toBe(200);
    expect(device.json().message).toBe(ACCESS_MSG.deviceSaved);
    const push = await t.request(pushTokenCall, { cookie, body: { id: me, token: 'fcm-native-token:APA91b-1' } });
    expect(push.statusCode).toBe(200);
    const other = demoUserId(1, 'reprobado');
    expect((await t.request(deviceTypeCall, { cookie, body: { id: other, dispositivo: 'ios' } })).statusCode).toBe(403);
    expect((await t.request(pushTokenCall, { cookie, body: { id: other, token: 'fcm-native-token:APA91b-2' } })).statusCode).toBe(403);
  });

  const subscription = (endpoint: string) =>
    JSON.stringify({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'k'.repeat(22) },
    });

  it("never moves a device's subscription away from another account's live session; after that session signs out it moves", async () => {
    const token = subscription('https://push.example.net/send/abc123');
    const first = demoUserId(1, 'alumno');
    const second = demoUserId(1, 'reprobado');
    const firstCookie = await t.login(1, 'demo.alumno');
    expect((await t.request(pushTokenCall, { cookie: firstCookie, body: { id: first, token } })).json()).toEqual({ message: NOTIFICATIONS_MSG.tokenSaved });
    // Someone else registers the same subscription while the owner's session lives: refused, nothing moves.
    const secondCookie = await t.login(1, 'demo.reprobado');
    const taken = await t.request(pushTokenCall, { cookie: secondCookie, body: { id: second, token } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NOTIFICATIONS_MSG.pushTokenTaken);
    const holders = async () => (await t.database.db.select().from(pushTokens).where(eq(pushTokens.token, token))).map((r) => r.user_id);
    expect(await holders()).toEqual([first]);
    // The owner signs out on the device: its subscription is forgotten, and the next account may take it.
    expect((await t.request(logoutCall, { cookie: firstCookie })).statusCode).toBe(200);
    expect(await holders()).toEqual([]);
    expect((await t.request(pushTokenCall, { cookie: secondCookie, body: { id: second, token } })).statusCode).toBe(200);
    expect(await holders()).toEqual([second]);
  });

  it('moves a subscription whose session ended without signing out (expired or revoked)', async () => {
    const token = subscription('https://push.example.net/send/def456');
    const firstCookie = await t.login(1, 'demo.alumno');
    await t.request(pushTokenCall, { cookie: firstCookie, body: { id: demoUserId(1, 'alumno'), token } });
    await t.database.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.user_id, demoUserId(1, 'alumno')));
    const moved = await t.request(pushTokenCall, { cookie: await t.login(1, 'demo.reprobado'), body: { id: demoUserId(1, 'reprobado'), token } });
    expect(moved.statusCode).toBe(200);
  });

  it.each([
    ['an http endpoint', subscription('http://push.example.net/send/abc')],
    ['a subscription without keys', JSON.stringify({ endpoint: 'https://push.example.net/send/abc' })],
    ['broken JSON', '{"endpoint": "https://push'],
    ['a token with spaces', 'not a token at all'],
  ])('refuses %s with a Spanish message', async (_, token) => {
    const me = demoUserId(1, 'alumno');
    const answer = await t.request(pushTokenCall, { cookie: await t.login(1, 'demo.alumno'), body: { id: me, token } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(NOTIFICATIONS_MSG.pushTokenInvalid);
  });
});

describe('GET usuario.notificacion.llave', () => {
  it('answers one VAPID public key, kept in the database across calls', async () => {
    const first = (await t.request(pushKeyCall)).json().publicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.request(pushKeyCall, { school: 2 })).json().publicKey).toBe(first);
  });

  it('tries again after a failed lookup instead of keeping the failure', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.database.db.execute(sql`alter table app_settings rename to app_settings_away`);
      expect((await fresh.request(pushKeyCall)).statusCode).toBe(500);
      await fresh.database.db.execute(sql`alter table app_settings_away rename to app_settings`);
      const res = await fresh.request(pushKeyCall);
      expect(res.statusCode).toBe(200);
      expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    } finally {
      await fresh.close();
    }
  });
});
