import { describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, visibleSections, type ProfileSectionKey, type SectionContext } from './profile-sections';

const ALL_PANELS = new Set(PROFILE_SECTIONS.filter((s) => !s.route).map((s) => s.key));
const ALL_SCREENS = new Set(PROFILE_SECTIONS.flatMap((s) => (s.route ? [s.route] : [])));

const context = (over: Partial<SectionContext> = {}): SectionContext => ({
  user: { facturacion: 0, constancia: 0 },
  paymentNoticeVisible: false,
  videoUploadEnabled: false,
  builtPanels: new Set<ProfileSectionKey>(['cuenta', 'contrasena', 'direccion']),
  availableScreens: new Set(['Perfil', 'GruposAlumnos']),
  ...over,
});

const labels = (c: SectionContext) => visibleSections(c).map((s) => s.label);

describe('Perfil sections', () => {
  it('lists the spec’s sections in the spec’s order', () => {
    expect(PROFILE_SECTIONS.map((s) => s.label)).toEqual([
      'Mi cuenta',
      'Contraseña',
      'Dirección',
      'Inducción',
      'YouTube',
      'Aviso Pago',
      'Subir video',
      'Certificados',
      'Reglamento',
      'Kardex',
      'Recomendados',
      'Datos Fiscales',
      'EXCI',
      'TOEFL',
      'Mis incidencias',
      'Mis Facturas',
      'Solicitar Constancias',
      'Diccionario',
      'Calendario',
      'Comida',
    ]);
    expect(new Set(PROFILE_SECTIONS.map((s) => s.key)).size).toBe(PROFILE_SECTIONS.length);
  });

  it('shows only the sections whose content exists', () => {
    expect(labels(context())).toEqual(['Mi cuenta', 'Contraseña', 'Dirección']);
    expect(labels(context({ user: { facturacion: 1, constancia: 1 } }))).toEqual(['Mi cuenta', 'Contraseña', 'Dirección']);
  });

  it('shows a route section once its screen exists', () => {
    expect(labels(context({ availableScreens: new Set(['Kardex', 'Diccionario']) }))).toEqual([
      'Mi cuenta',
      'Contraseña',
      'Dirección',
      'Kardex',
      'Diccionario',
    ]);
  });

  it('keeps every rule of a fully built profile', () => {
    const built = { builtPanels: ALL_PANELS, availableScreens: ALL_SCREENS };
    const none = labels(context(built));
    expect(none).not.toContain('Aviso Pago');
    expect(none).not.toContain('Subir video');
    expect(none).not.toContain('Mis Facturas');
    expect(none).not.toContain('Solicitar Constancias');
    expect(none).toHaveLength(PROFILE_SECTIONS.length - 4);

    const all = labels(
      context({ ...built, paymentNoticeVisible: true, videoUploadEnabled: true, user: { facturacion: 1, constancia: 1 } }),
    );
    expect(all).toEqual(PROFILE_SECTIONS.map((s) => s.label));
  });

  it('applies each flag on its own', () => {
    const built = { builtPanels: ALL_PANELS, availableScreens: ALL_SCREENS };
    expect(labels(context({ ...built, paymentNoticeVisible: true }))).toContain('Aviso Pago');
    expect(labels(context({ ...built, videoUploadEnabled: true }))).toContain('Subir video');
    const facturas = labels(context({ ...built, user: { facturacion: 1, constancia: 0 } }));
    expect(facturas).toContain('Mis Facturas');
    expect(facturas).not.toContain('Solicitar Constancias');
    const constancias = labels(context({ ...built, user: { facturacion: 0, constancia: 1 } }));
    expect(constancias).toContain('Solicitar Constancias');
    expect(constancias).not.toContain('Mis Facturas');
  });

  it('hides a flagged section whose content is not built even when its flag is on', () => {
    expect(labels(context({ paymentNoticeVisible: true, user: { facturacion: 1, constancia: 1 } }))).toEqual([
      'Mi cuenta',
      'Contraseña',
      'Dirección',
    ]);
  });

  it('places this release’s sections in the spec’s order: Reglamento, Datos Fiscales, EXCI, TOEFL, Solicitar Constancias', () => {
    const built = {
      builtPanels: new Set<ProfileSectionKey>(['cuenta', 'contrasena', 'direccion', 'datos-fiscales', 'exci', 'toefl']),
      availableScreens: new Set(['Perfil', 'GruposAlumnos', 'miqr', 'Reglamento', 'MisConstancias']),
    };
    expect(labels(context({ ...built, user: { facturacion: 1, constancia: 1 } }))).toEqual([
      'Mi cuenta',
      'Contraseña',
      'Dirección',
      'Reglamento',
      'Datos Fiscales',
      'EXCI',
      'TOEFL',
      'Solicitar Constancias',
    ]);
    // Solicitar Constancias only with constancia 1; Datos Fiscales does not depend on facturacion.
    expect(labels(context({ ...built, user: { facturacion: 0, constancia: 0 } }))).toEqual([
      'Mi cuenta',
      'Contraseña',
      'Dirección',
      'Reglamento',
      'Datos Fiscales',
      'EXCI',
      'TOEFL',
    ]);
    const sections = visibleSections(context({ ...built, user: { facturacion: 0, constancia: 1 } }));
    expect(sections.find((s) => s.key === 'reglamento')?.route).toBe('Reglamento');
    expect(sections.find((s) => s.key === 'constancias')?.route).toBe('MisConstancias');
    expect(sections.find((s) => s.key === 'datos-fiscales')?.route).toBeUndefined();
  });
});
