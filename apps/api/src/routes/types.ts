import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { Clock } from '../lib/clock.js';
import type { CallRegistry } from '../plugins/calls.js';
import type { FileStore } from '../plugins/files.js';
import type { Mailer } from '../plugins/mail.js';
import type { SessionStore } from '../plugins/session.js';
import type { ClaimedUploads } from '../plugins/upload-cleanup.js';

/** What every area's routes receive, per school root. */
export interface AreaDeps {
  calls: CallRegistry;
  db: Db;
  config: Config;
  clock: Clock;
  sessions: SessionStore;
  mailer: Mailer;
  files: FileStore;
  escuela: 1 | 2;
}

/**
 * One area of the API, exported as `area` by `routes/<name>/index.ts`. The
 * service finds every folder of routes/ by itself (routes/areas.ts): adding a
 * call or an area edits no list outside the area's folder (decision 020).
 */
export interface Area {
  /** The folder's name, the same in the contract, its `<area>.schema.ts` and web features. */
  name: string;
  /** Registers the area's calls at one school root. */
  register(deps: AreaDeps): void;
  /** Uploads that wait for a form; the ones never claimed are removed (plugins/upload-cleanup.ts). */
  claimedUploads?: readonly ClaimedUploads[];
}

export const defineArea = (area: Area): Area => area;
