/**
 * Step 4 of the registration (spec 2 §4, §9): the bar starts after 500 ms and
 * adds 5 every second up to 100; at 100 the student is logged out.
 */
const REGISTRATION_PROGRESS = { startAfterMs: 500, everyMs: 1000, step: 5, max: 100 } as const;

interface ProgressTick {
  /** Milliseconds after step 4 appeared. */
  atMs: number;
  value: number;
}

/** Every value the bar takes, with when it takes it: 5 at 1.5 s, 10 at 2.5 s … 100 at 20.5 s. */
export function registrationProgressSchedule({ startAfterMs, everyMs, step, max } = REGISTRATION_PROGRESS): ProgressTick[] {
  const ticks: ProgressTick[] = [];
  for (let n = 1; n * step <= max; n += 1) {
    ticks.push({ atMs: startAfterMs + n * everyMs, value: n * step });
  }
  return ticks;
}
