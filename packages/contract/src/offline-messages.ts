/**
 * The offline notice's part of the message catalogue (decision 032): texts
 * only the offline band shows, in their own module so the first screens do
 * not download them (the band loads when the network first goes). The
 * spec's own no-internet texts stay in messages.ts.
 */
export const OFFLINE_MSG = {
  /** Offline with answers read before: they are not current. */
  lastVisit: 'Sin conexión. Estás viendo la información de tu última visita ({fecha}).',
  closeNotice: 'Cerrar aviso',
} as const;
