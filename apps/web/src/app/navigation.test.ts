import { describe, expect, it } from 'vitest';
import { navigationFor, navSelection } from './navigation';

const built = new Set(['GruposAlumnos', 'Perfil', 'PerfilTeacher', 'PerfilEditor']);
const labels = (items: { label: string }[] | null) => items?.map((i) => i.label) ?? null;

describe('navigation per role (spec 1 §2)', () => {
  it('student: Home, Perfil, Soporte, Salir; Soporte waits for the Tickets screen', () => {
    const nav = navigationFor({ roll: 'ALUMNO', restringido: false }, built);
    expect(labels(nav.bottom)).toEqual(['Home', 'Perfil', 'Soporte', 'Salir']);
    expect(nav.bottom.map((i) => i.enabled)).toEqual([true, true, false, true]);
    expect(nav.drawer).toBeNull();
  });

  it('teacher: Grupos, Perfil, Soporte, Salir; Grupos opens GruposTeacher once it exists', () => {
    const nav = navigationFor({ roll: 'TEACHER', restringido: false }, built);
    expect(labels(nav.bottom)).toEqual(['Grupos', 'Perfil', 'Soporte', 'Salir']);
    expect(nav.bottom.find((i) => i.label === 'Perfil')?.route).toBe('PerfilTeacher');
    expect(nav.bottom[0]).toMatchObject({ route: 'GruposTeacher', path: '/gruposteacher', enabled: false });
    const withGroups = navigationFor({ roll: 'TEACHER', restringido: false }, new Set([...built, 'GruposTeacher']));
    expect(withGroups.bottom.map((i) => i.enabled)).toEqual([true, true, false, true]);
  });

  it.each(['EDITOR', 'ADMINISTRADOR'] as const)('%s: Perfil, Salir and the six-item drawer', (roll) => {
    const nav = navigationFor({ roll, restringido: false }, built);
    expect(labels(nav.bottom)).toEqual(['Perfil', 'Salir']);
    expect(nav.drawer?.map((i) => i.route)).toEqual([
      'NiVendedora',
      'TicketsEditor',
      'KPIGeneral',
      'KPIMontos',
      'RepSemanalVentas',
      'Requisiciones',
    ]);
    expect(nav.drawer?.every((i) => !i.enabled)).toBe(true);
  });

  it('the restricted editor sees only ActividadesDiariasTodos', () => {
    const nav = navigationFor({ roll: 'EDITOR', restringido: true }, built);
    expect(nav.drawer?.map((i) => i.route)).toEqual(['ActividadesDiariasTodos']);
  });

  it('enables an entry once its screen exists', () => {
    const nav = navigationFor({ roll: 'ALUMNO', restringido: false }, new Set([...built, 'Tickets']));
    expect(nav.bottom.every((i) => i.enabled)).toBe(true);
  });
});

describe('selected entry', () => {
  it('a group detail keeps Home selected', () => {
    expect(navSelection('DetalleGrupo')).toBe('GruposAlumnos');
    expect(navSelection('Perfil')).toBe('Perfil');
    expect(navSelection('MisIncidencias')).toBe('Perfil');
    expect(navSelection(null)).toBeNull();
  });

  it("a teacher's group screens keep Grupos selected", () => {
    for (const name of ['GruposTeacher', 'DetalleGrupoTeacher', 'ListaAlumnos', 'ListaAsistencia', 'RecursoGrupo', 'CalificacionGrupo', 'Incidencias']) {
      expect(navSelection(name)).toBe('GruposTeacher');
    }
  });
});
