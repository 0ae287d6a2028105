import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The password as login and the password change send it: SHA-256 hex of the trimmed text.
 * A library, not crypto.subtle, because subtle is missing on plain-http LAN origins.
 */
export function hashPassword(password: string): string {
  return bytesToHex(sha256(utf8ToBytes(password.trim())));
}
