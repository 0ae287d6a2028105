/** How long answers kept on the phone may be shown offline (decision 032); queries live as long in memory, or they would leave the kept copy. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60_000;
