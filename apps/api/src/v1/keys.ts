import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'tl_';
/** "tl_" and 8 more characters are stored in clear, to recognise a key in lists. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/** A new key: "tl_" + 32 random bytes in base64url (256 bits), its shown prefix and its SHA-256 hash. */
export function generateApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), hash: hashApiKey(key) };
}

/** SHA-256 hex of the key: what the database stores and looks keys up by. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether a bearer credential looks like an API key (as opposed to a JWT access token). */
export function isApiKey(credential: string): boolean {
  return credential.startsWith(API_KEY_PREFIX);
}
