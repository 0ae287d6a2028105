import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { Clock } from '../lib/clock.js';
import type { CallRegistry } from '../plugins/calls.js';
import type { FileStore } from '../plugins/files.js';
import type { Mailer } from '../plugins/mail.js';
import type { SessionStore } from '../plugins/session.js';

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
