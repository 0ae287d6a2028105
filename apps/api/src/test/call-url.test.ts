import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  ACCESS_MSG,
  type CallResponse,
  fiscalFileCall,
  loginCall,
  schoolInformationCall,
  studentCourseTypeCall,
  studentGroupsCall,
} from '@lms/contract';
import { clientPasswordDigest } from '../lib/password.js';
import { demoUserId } from '../seed/index.js';
import { callUrl } from './call-url.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('callUrl', () => {
  it('fills the path params and URI-encodes them', () => {
    expect(callUrl(studentGroupsCall, { params: { userId: 1001 } })).toBe('/api/1/grupos.alumno/1001');
    expect(callUrl(fiscalFileCall, { params: { nombre: 'a b/ñ?.pdf' } })).toBe('/api/1/archivos.constancia.fiscal/a%20b%2F%C3%B1%3F.pdf');
    expect(callUrl(studentCourseTypeCall, { params: { id: 7, id_alumno: 1001 } })).toBe('/api/1/reglamento.info.alumno/1001/7');
    expect(() => callUrl(studentGroupsCall)).toThrow('Missing path parameter userId for grupos.alumno');
  });

  it('goes to school 1 unless told', () => {
    expect(callUrl(schoolInformationCall)).toBe('/api/1/escuela.informacion');
    expect(callUrl(schoolInformationCall, { school: 2 })).toBe('/api/2/escuela.informacion');
  });

  it('appends an encoded query string, and none when empty', () => {
    expect(callUrl(studentGroupsCall, { params: { userId: 5 }, query: { a: 'x y', b: 2, c: true, 'd&e': '=' } })).toBe('/api/1/grupos.alumno/5?a=x+y&b=2&c=true&d%26e=%3D');
    expect(callUrl(schoolInformationCall, { query: {} })).toBe('/api/1/escuela.informacion');
  });
});

describe('t.request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("sends the call to the URL callUrl builds, with the school's root", async () => {
    const one = await t.request(schoolInformationCall, { query: { v: 'a b' } });
    expect(one.raw.req.url).toBe('/api/1/escuela.informacion?v=a+b');
    expect(one.json()).toMatchObject({ id: 1 });
    const two = await t.request(schoolInformationCall, { school: 2 });
    expect(two.raw.req.url).toBe('/api/2/escuela.informacion');
    expect(two.json()).toMatchObject({ id: 2 });
  });

  it('fills the params, sends the cookie and the body', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const groups = await t.request(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') }, cookie });
    expect(groups.raw.req.url).toBe(`/api/1/grupos.alumno/${demoUserId(1, 'alumno')}`);
    expect(groups.statusCode).toBe(200);
    const refused = await t.request(loginCall, { body: { usuario: 'demo.alumno', password: clientPasswordDigest('otra') } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ACCESS_MSG.loginWrong);
  });

  it('requestJson answers the parsed answer, typed by the call, and throws on a refusal', async () => {
    const cookie = await t.login(1, 'demo.alumno');
    const groups = await t.requestJson(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') }, cookie });
    expectTypeOf(groups).toEqualTypeOf<CallResponse<typeof studentGroupsCall>>();
    expect(groups.length).toBeGreaterThan(0);
    await expect(t.requestJson(studentGroupsCall, { params: { userId: demoUserId(1, 'alumno') } })).rejects.toThrow('grupos.alumno answered 401');
  });

  it('types params and body by the call (checked by tsc, never sent)', () => {
    const typed = (app: TestApp) => [
      app.request(studentGroupsCall, { params: { userId: '1001' } }),
      // @ts-expect-error grupos.alumno needs its userId
      app.request(studentGroupsCall),
      // @ts-expect-error a param the call does not have
      app.request(studentGroupsCall, { params: { id: 1001 } }),
      // @ts-expect-error reglamento.info.alumno needs both params
      app.request(studentCourseTypeCall, { params: { id: 7 } }),
      // @ts-expect-error escuela.informacion has no params
      app.request(schoolInformationCall, { params: { id: 1 } }),
      // @ts-expect-error escuela.informacion takes no body
      app.request(schoolInformationCall, { body: { id: 1 } }),
      // @ts-expect-error usuario is text
      app.request(loginCall, { body: { usuario: 7, password: 'x' } }),
      // @ts-expect-error there is no school 3 (raw URLs go through t.call)
      app.request(schoolInformationCall, { school: 3 }),
    ];
    expect(typed).toBeTypeOf('function');
  });
});
