/** The four roles a user row can carry (the `roll` column). */
export const ROLES = ['ALUMNO', 'TEACHER', 'EDITOR', 'ADMINISTRADOR'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Route flags of spec section 2. ADMIN is the flag the route tables use for
 * the ADMINISTRADOR role; TEACHER and EDITOR match only their own flag.
 */
export const ROUTE_FLAGS = ['ALUMNO', 'TEACHER', 'EDITOR', 'ADMIN'] as const;
export type RouteFlag = (typeof ROUTE_FLAGS)[number];

export function flagOfRole(role: string | null | undefined): RouteFlag | null {
  switch (role) {
    case 'ALUMNO':
      return 'ALUMNO';
    case 'TEACHER':
      return 'TEACHER';
    case 'EDITOR':
      return 'EDITOR';
    case 'ADMINISTRADOR':
      return 'ADMIN';
    default:
      return null;
  }
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** School ids: the two brands. */
export const SCHOOL_IDS = [1, 2] as const;
export type SchoolId = (typeof SCHOOL_IDS)[number];
export function isSchoolId(value: unknown): value is SchoolId {
  return value === 1 || value === 2;
}
