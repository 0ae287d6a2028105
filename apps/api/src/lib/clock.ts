/** The time source; tests replace it to move past windows and timeouts. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
