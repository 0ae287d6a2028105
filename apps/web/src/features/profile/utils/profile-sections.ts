import type { SessionUser } from '@lms/contract';

/** The sections of the student's Perfil menu (spec 1 §2 "Student profile"). */
export type ProfileSectionKey =
  | 'cuenta'
  | 'contrasena'
  | 'direccion'
  | 'induccion'
  | 'youtube'
  | 'aviso-pago'
  | 'subir-video'
  | 'certificados'
  | 'reglamento'
  | 'kardex'
  | 'recomendados'
  | 'datos-fiscales'
  | 'exci'
  | 'toefl'
  | 'incidencias'
  | 'facturas'
  | 'constancias'
  | 'diccionario'
  | 'calendario'
  | 'comida';

/** What decides whether a section shows, besides its content being built. */
export interface SectionContext {
  user: Pick<SessionUser, 'facturacion' | 'constancia'>;
  /** A payment notice is visible for the student (Aviso Pago). */
  paymentNoticeVisible: boolean;
  /** The video upload is enabled (video upload section). */
  videoUploadEnabled: boolean;
  /** Panels of Perfil that are built (content shown below the menu). */
  builtPanels: ReadonlySet<ProfileSectionKey>;
  /** Route names that have a screen (app/screens.ts). */
  availableScreens: ReadonlySet<string>;
}

export interface ProfileSection {
  key: ProfileSectionKey;
  label: string;
  /**
   * The route (contract route name) a section opens when it is a screen of its
   * own; sections without one show their panel below the menu.
   */
  route?: string;
  /** The section's own rule (spec 1 §2, §6); absent: always, once built. */
  visibleWhen?: (context: SectionContext) => boolean;
}

/** Every section, in the spec's order. */
export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  { key: 'cuenta', label: 'Mi cuenta' },
  { key: 'contrasena', label: 'Contraseña' },
  { key: 'direccion', label: 'Dirección' },
  { key: 'induccion', label: 'Inducción', route: 'CursoInduccion' },
  { key: 'youtube', label: 'YouTube', route: 'VideosYt' },
  { key: 'aviso-pago', label: 'Aviso Pago', visibleWhen: (c) => c.paymentNoticeVisible },
  { key: 'subir-video', label: 'Subir video', visibleWhen: (c) => c.videoUploadEnabled },
  { key: 'certificados', label: 'Certificados', route: 'Certificados' },
  { key: 'reglamento', label: 'Reglamento', route: 'Reglamento' },
  { key: 'kardex', label: 'Kardex', route: 'Kardex' },
  { key: 'recomendados', label: 'Recomendados', route: 'Recomendados' },
  { key: 'datos-fiscales', label: 'Datos Fiscales' },
  { key: 'exci', label: 'EXCI' },
  { key: 'toefl', label: 'TOEFL' },
  { key: 'incidencias', label: 'Mis incidencias', route: 'MisIncidencias' },
  { key: 'facturas', label: 'Mis Facturas', route: 'MisFacturas', visibleWhen: (c) => c.user.facturacion === 1 },
  { key: 'constancias', label: 'Solicitar Constancias', route: 'MisConstancias', visibleWhen: (c) => c.user.constancia === 1 },
  { key: 'diccionario', label: 'Diccionario', route: 'Diccionario' },
  { key: 'calendario', label: 'Calendario', route: 'Calendarios' },
  { key: 'comida', label: 'Comida', route: 'MisPedidos' },
];

/** Built: a route section needs its screen, a panel section its panel. Never a dead entry. */
function isBuilt(section: ProfileSection, context: SectionContext): boolean {
  return section.route === undefined ? context.builtPanels.has(section.key) : context.availableScreens.has(section.route);
}

/** The sections the student sees, in the spec's order. */
export function visibleSections(
  context: SectionContext,
  sections: readonly ProfileSection[] = PROFILE_SECTIONS,
): ProfileSection[] {
  return sections.filter((s) => isBuilt(s, context) && (s.visibleWhen?.(context) ?? true));
}
