export const DEMO_PASSWORD = 'escuela2026';

/**
 * Demo accounts have fixed ids so configuration (RESTRICTED_EDITOR_IDS) and
 * docs can name them: school 1 uses 1001-1012, school 2 uses 2001-2012.
 */
export const DEMO_ACCOUNTS = {
  alumno: 1,
  nuevo: 2,
  reprobado: 3,
  teacher: 4,
  editor: 5,
  admin: 6,
  restringido: 7,
  teacher2: 8,
  pendiente: 9,
  registro: 10,
  olvido: 11,
  reubicacion: 12,
} as const;
export const demoUserId = (escuela: 1 | 2, account: keyof typeof DEMO_ACCOUNTS) => escuela * 1000 + DEMO_ACCOUNTS[account];
