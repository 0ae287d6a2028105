import { openDatabase } from '../db/index.js';

/** Opens the embedded database of argv[2] and waits: a server that a test kills with SIGKILL. */
await openDatabase({ dataDir: process.argv[2]! });
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
