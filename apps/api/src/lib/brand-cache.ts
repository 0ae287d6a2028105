import type { Config } from '../config.js';
import { loadLogo } from './brand.js';

const cache = new WeakMap<Config, Partial<Record<1 | 2, string>>>();

/** The school's logo as a data URL, read once per configuration. */
export function brandLogo(config: Config, escuela: 1 | 2): string {
  let entry = cache.get(config);
  if (!entry) {
    entry = {};
    cache.set(config, entry);
  }
  entry[escuela] ??= loadLogo(config.schools[escuela]);
  return entry[escuela];
}
