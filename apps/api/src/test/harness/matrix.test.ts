import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CALLS, ROLES } from '@lms/contract';
import { apiRoot } from '../call-url.js';
import { actors, allowedRoles, FIXTURES, openWorld, other, outsiders, request, sendUnread, SESSION_CALLS, t, tally, withGroup, withMissingIds } from './fixtures.js';
import { recordHarness } from './results.js';

/**
 * The authorization matrix: EVERY declared call is walked with no session,
 * with each role it does not allow, and with other users' ids. A new call
 * without a fixture fails the first test.
 */
beforeAll(async () => {
  await openWorld();
});
afterAll(async () => {
  recordHarness('matrix', { calls: ALL_CALLS.length, cells: tally.requests });
  await t.close();
});

describe('authorization matrix', () => {
  it('has a fixture for every declared call, and every call is registered at both school roots', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(ALL_CALLS.map((c) => c.name).sort());
    for (const call of ALL_CALLS) {
      for (const escuela of [1, 2]) {
        expect(t.app.hasRoute({ method: call.method, url: `${apiRoot(escuela)}${call.path}` }), `${call.name} at ${escuela}`).toBe(true);
      }
    }
  });

  describe.each(ALL_CALLS.map((c) => [c.name, c] as const))('%s', (_, call) => {
    const fixture = () => FIXTURES[call.name]!;

    it('refuses a caller without session (401) unless public', async () => {
      const res = await request(call, fixture().own(actors.ALUMNO));
      if (call.access === 'public') expect(res.statusCode).not.toBe(401);
      else {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });

    it('refuses every role it does not allow (403)', async () => {
      for (const role of ROLES.filter((r) => !allowedRoles(call).includes(r))) {
        const res = await request(call, fixture().own(actors[role]), actors[role].cookie);
        expect(res.statusCode, `${role}`).toBe(403);
      }
    });

    it("refuses a session of the other school at this school's root (401)", async () => {
      if (call.access === 'public') return;
      for (const role of ROLES) {
        const res = await request(call, fixture().own(actors[role]), outsiders.otherSchool[role]);
        expect(res.statusCode, role).toBe(401);
      }
    });

    it('gives the restricted editor only the calls its one screen needs (403 otherwise)', async () => {
      if (call.access === 'public' || call.restrictedEditor) return;
      const res = await request(call, fixture().own({ ...actors.EDITOR, id: 1007 }), outsiders.restrictedEditor);
      expect(res.statusCode).toBe(403);
    });

    it("decides who may upload before reading the file: other people's uploads are refused unread", async () => {
      if (!call.upload) return;
      for (const role of allowedRoles(call)) {
        for (const req of fixture().foreign(actors[role])) {
          const { res, read } = await sendUnread(call, req, actors[role].cookie);
          expect([403, 404], `${role} foreign ${JSON.stringify(req.params)}: ${res.body}`).toContain(res.statusCode);
          expect(read, `${role} foreign ${JSON.stringify(req.params)} read the body`).toBe(false);
        }
      }
    });

    it("opens nothing of a student's level through an older group of it (403)", async () => {
      if (!allowedRoles(call).includes('ALUMNO')) return;
      const req = withGroup(fixture().own(actors.ALUMNO), other.ownGroup, other.olderGroup);
      if (!req) return;
      const res = await request(call, req, call.access === 'public' ? undefined : actors.ALUMNO.cookie);
      expect(res.statusCode, `${JSON.stringify(req.params ?? req.body)}: ${res.body}`).toBe(403);
    });

    it('never answers 2xx for an id no row has', async () => {
      if (call.name === 'usuario.cerrar.sesion') return;
      for (const role of allowedRoles(call)) {
        for (const req of withMissingIds(fixture().own(actors[role]))) {
          const res = await request(call, req, call.access === 'public' ? undefined : actors[role].cookie);
          expect(res.statusCode, `${role} ${JSON.stringify(req.params ?? req.body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }
      }
    });

    it("answers allowed roles with their own ids, and refuses other people's ids", async () => {
      for (const role of allowedRoles(call)) {
        const me = actors[role];
        if (call.name === 'usuario.cerrar.sesion') continue; // would end the shared session; covered in access.test.ts
        const ok = await request(call, fixture().own(me), call.access === 'public' ? undefined : me.cookie);
        const { ownStatus = 200 } = fixture();
        expect(ok.statusCode, `${role} own: ${ok.body}`).toBe(typeof ownStatus === 'function' ? ownStatus(me) : ownStatus);
        // Personal answers are kept by no cache; only a download that is not personal (a lesson's file) may be kept, by the browser alone.
        expect(ok.headers['cache-control'], `${role} own`).toMatch(call.download ? /^private, (no-store|max-age=\d+)$/ : /^private, no-store$/);
        for (const req of fixture().foreign(me)) {
          const res = await request(call, req, me.cookie);
          expect([403, 404], `${role} foreign ${JSON.stringify(req)}: ${res.statusCode}`).toContain(res.statusCode);
        }
      }
    });

    // Last for each call: it makes the call as another teacher, whose writes must not change what the tests above expect.
    it('never shows a coordinator the attendance code issued for them', async () => {
      if (!allowedRoles(call).includes('TEACHER') || (SESSION_CALLS as readonly string[]).includes(call.name)) return;
      const me = other.coordinator;
      const own = fixture().own(me);
      for (const req of [own, withGroup(own, other.ownGroup, other.codedGroup)]) {
        if (!req) continue;
        const res = await request(call, req, me.cookie);
        if (res.statusCode < 300) expect(res.body, `${JSON.stringify(req.params ?? req.body)}`).not.toContain(other.coordinatorCode);
      }
    });
  });
});
