import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { appSettings } from '../db/schema/settings.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from configuration, else made once and kept in the
 * database so every replica (and every restart) signs with the same key.
 */
export async function vapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  if (config.vapid.publicKey && config.vapid.privateKey) {
    return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  }
  const read = async () => {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'vapid')).limit(1);
    return row?.value as VapidKeys | undefined;
  };
  const stored = await read();
  if (stored) return stored;
  await db.insert(appSettings).values({ key: 'vapid', value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  // Another replica may have won the race: the stored pair is the one.
  return (await read())!;
}
