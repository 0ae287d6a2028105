import { describe, expect, it } from 'vitest';
import { guardDecision, registrationRedirect, routeAfterLogin, routeByName, routeByPath, routeFromLanding, ROUTES } from './routes.js';

describe('route guard (spec 1 §6)', () => {
  it.each([
    ['Login', null, 'allow'],
    ['Carga', 'TEACHER', 'allow'],
    ['test', undefined, 'allow'],
    ['GruposAlumnos', null, 'login'],
    ['GruposAlumnos', 'INVITADO', 'login'],
    ['GruposAlumnos', 'ALUMNO', 'allow'],
    ['GruposAlumnos', 'TEACHER', 'stop'],
    ['GruposAlumnos', 'ADMINISTRADOR', 'stop'],
    ['Perfil', 'ADMINISTRADOR', 'allow'],
    ['Perfil', 'EDITOR', 'stop'],
    ['GruposTeacher', 'TEACHER', 'allow'],
    ['GruposTeacher', 'EDITOR', 'stop'],
    ['GruposTeacher', 'ALUMNO', 'stop'],
    ['PerfilEditor', 'EDITOR', 'allow'],
    ['PerfilEditor', 'TEACHER', 'allow'],
    ['ActividadesDiariasTodos', 'ALUMNO', 'stop'],
    ['Tickets', 'EDITOR', 'stop'],
    ['Recomendados', 'EDITOR', 'allow'],
    ['MisIncidencias', 'TEACHER', 'stop'],
  ] as const)('%s with role %s -> %s', (name, role, decision) => {
    expect(guardDecision(routeByName(name), role)).toBe(decision);
  });

  it('every route path is unique and lower case', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p).toBe(p.toLowerCase());
  });

  it('finds routes by path, ignoring a trailing slash', () => {
    expect(routeByPath('/gruposalumnos/')?.name).toBe('GruposAlumnos');
    expect(routeByPath('/mi-qr')?.name).toBe('miqr');
    expect(routeByPath('/nada')).toBeUndefined();
  });
});

describe('role routing (spec 1 §4, landing)', () => {
  it.each([
    ['ALUMNO', true, 'GruposAlumnos'],
    ['ALUMNO', false, 'RegistrarDatos'],
    ['TEACHER', true, 'GruposTeacher'],
    ['EDITOR', false, 'PerfilEditor'],
    ['ADMINISTRADOR', false, 'PerfilEditor'],
    ['OTRO', true, 'Login'],
  ] as const)('after login %s (datos %s) -> %s', (role, datos, route) => {
    expect(routeAfterLogin(role, datos)).toBe(route);
  });

  it.each([
    ['ALUMNO', 'Perfil'],
    ['TEACHER', 'GruposTeacher'],
    ['EDITOR', 'PerfilEditor'],
  ] as const)('landing %s -> %s', (role, route) => {
    expect(routeFromLanding(role)).toBe(route);
  });
});

describe('registration comes first for a student without personal data', () => {
  it('sends such a student from every student route to RegistrarDatos, and one with data away from it', () => {
    expect(registrationRedirect(routeByName('Perfil'), 'ALUMNO', false)).toBe('RegistrarDatos');
    expect(registrationRedirect(routeByName('GruposAlumnos'), 'ALUMNO', false)).toBe('RegistrarDatos');
    expect(registrationRedirect(routeByName('RegistrarDatos'), 'ALUMNO', false)).toBeNull();
    expect(registrationRedirect(routeByName('RegistrarDatos'), 'ALUMNO', true)).toBe('GruposAlumnos');
    expect(registrationRedirect(routeByName('Perfil'), 'ALUMNO', true)).toBeNull();
    // Public pages and staff are not concerned.
    expect(registrationRedirect(routeByName('Login'), 'ALUMNO', false)).toBeNull();
    expect(registrationRedirect(routeByName('PerfilTeacher'), 'TEACHER', false)).toBeNull();
  });
});
