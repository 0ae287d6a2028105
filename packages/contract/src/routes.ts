import { flagOfRole, type RouteFlag } from './roles.js';

/**
 * The web route table of spec 1 §2 (paths under /lms/). `flags: 'public'`
 * means open to everyone.
 */
export interface RouteEntry {
  readonly name: string;
  readonly path: string;
  readonly flags: 'public' | readonly RouteFlag[];
}

const A = 'ALUMNO';
const T = 'TEACHER';
const E = 'EDITOR';
const D = 'ADMIN';

function group(names: string[], paths: string[], flags: RouteEntry['flags']): RouteEntry[] {
  return names.map((name, i) => ({ name, path: paths[i]!, flags }));
}

export const ROUTES: readonly RouteEntry[] = [
  ...group(
    // ActivarCuenta and RestablecerPassword are ours: the pages behind the mailed links.
    ['test', 'PruebaNotificacion', 'Carga', 'Login', 'RecuperarPassword', 'ReenviarCorreo', 'ActivarCuenta', 'RestablecerPassword'],
    ['/test', '/pruebanoti', '/', '/login', '/recuperarpassword', '/reenviarcorreo', '/activarcuenta', '/restablecerpassword'],
    'public',
  ),
  ...group(
    ['CursoInduccion', 'VideosYt', 'MisPedidos', 'Tickets', 'Comentarios', 'Diccionario', 'Reglamento', 'MisFacturas', 'MisConstancias'],
    ['/cursoinduccion', '/videosyt', '/mispedidos', '/tickets', '/comentarios', '/diccionario', '/reglamento', '/misfacturas', '/misconstancias'],
    [D, T, A],
  ),
  ...group(
    ['Niveles', 'DetalleGrupo', 'GruposAlumnos', 'twilioventas', 'Calificaciones', 'Kardex', 'Certificados', 'RegistrarDatos', 'RecursosGrupoUsuario', 'RecursosGrupoCerti', 'Books', 'Ejercicio', 'miqr', 'Examen', 'ExamenCalidad', 'Videos'],
    ['/niveles', '/detallegrupo', '/gruposalumnos', '/twilioventas', '/calificaciones', '/kardex', '/certificados', '/registrardatos', '/recursosgrupousuario', '/recursosgrupocerti', '/books', '/ejercicio', '/mi-qr', '/examen', '/examencalidad', '/videos'],
    [A],
  ),
  ...group(
    ['Perfil', 'home', 'Calendarios', 'MisIncidencias'],
    ['/perfil', '/home', '/calendarios', '/misincidencias'],
    [D, A],
  ),
  ...group(
    ['PerfilTeacher', 'PerfilEditor', 'NiVendedora', 'TicketsEditor', 'KPIGeneral', 'KPIMontos', 'RepSemanalVentas', 'Requisiciones', 'ActividadesDiariasTodos'],
    ['/perfilteacher', '/perfileditor', '/nivendedora', '/ticketseditor', '/kpigeneral', '/kpimontos', '/repsemanalventas', '/requisiciones', '/actividadesdiariastodos'],
    [D, T, E],
  ),
  ...group(
    ['GruposTeacher', 'DetalleGrupoTeacher', 'ListaAlumnos', 'ListaAsistencia', 'RecursoGrupo', 'CalificacionGrupo', 'Incidencias'],
    ['/gruposteacher', '/detallegrupoteacher', '/listaalumnos', '/listaasistencia', '/recursogrupo', '/calificaciongrupo', '/incidencias'],
    [D, T],
  ),
  { name: 'Recomendados', path: '/recomendados', flags: [A, T, E, D] },
];

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));
const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

export function routeByName(name: string): RouteEntry {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function routeByPath(path: string): RouteEntry | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return BY_PATH.get(clean.toLowerCase()) ?? BY_PATH.get(clean);
}

export type GuardDecision = 'allow' | 'stop' | 'login';

/**
 * The route guard of spec 1 §6: public routes are always allowed; a user with
 * no recognised role goes to Login; a role whose flag the route lists may
 * enter; otherwise navigation simply stops (no redirect).
 */
export function guardDecision(route: RouteEntry, role: string | null | undefined): GuardDecision {
  if (route.flags === 'public') return 'allow';
  const flag = flagOfRole(role);
  if (flag === null) return 'login';
  return route.flags.includes(flag) ? 'allow' : 'stop';
}

/**
 * Where a user goes after login (spec 1 §4): ALUMNO to GruposAlumnos when
 * personal data exists, else RegistrarDatos; TEACHER to GruposTeacher, their
 * groups, where their day starts (spec 1 §4 says PerfilTeacher; issue 18);
 * EDITOR and ADMINISTRADOR to PerfilEditor (docs/decisions/004-role-routing.md).
 */
export function routeAfterLogin(role: string, hasPersonalData: boolean): string {
  switch (role) {
    case 'ALUMNO':
      return hasPersonalData ? 'GruposAlumnos' : 'RegistrarDatos';
    case 'TEACHER':
      return 'GruposTeacher';
    case 'EDITOR':
    case 'ADMINISTRADOR':
      return 'PerfilEditor';
    default:
      return 'Login';
  }
}

/**
 * A student without personal data has one screen, RegistrarDatos (spec 2 §2):
 * any other student route sends them there, so neither the bottom bar nor a
 * typed URL goes around it. A student with data has nothing to do there and
 * goes home. Returns the route to go to, or null to stay (decision 019).
 */
export function registrationRedirect(route: RouteEntry, role: string | null, hasPersonalData: boolean): string | null {
  if (role !== 'ALUMNO' || route.flags === 'public') return null;
  if (!hasPersonalData) return route.name === 'RegistrarDatos' ? null : 'RegistrarDatos';
  return route.name === 'RegistrarDatos' ? 'GruposAlumnos' : null;
}

/** Where a signed-in user landing on Carga goes (spec 1 §2 landing): a student to Perfil, staff as after login. */
export function routeFromLanding(role: string): string {
  return role === 'ALUMNO' ? 'Perfil' : routeAfterLogin(role, true);
}
