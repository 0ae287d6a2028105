import { createHash } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); runs off the event loop. */
const OPTIONS = { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** What the client sends: SHA-256 hex of the trimmed password. */
export function clientPasswordDigest(plain: string): string {
  return createHash('sha256').update(plain.trim(), 'utf8').digest('hex');
}

export function hashPassword(clientDigest: string): Promise<string> {
  return hash(clientDigest, OPTIONS);
}

export async function verifyPassword(stored: string, clientDigest: string): Promise<boolean> {
  try {
    return await verify(stored, clientDigest);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check, so unknown accounts are not told apart by timing. */
export async function verifyAgainstDummy(clientDigest: string): Promise<void> {
  dummy ??= hashPassword(clientPasswordDigest('dummy-password-for-timing'));
  await verifyPassword(await dummy, clientDigest);
}
