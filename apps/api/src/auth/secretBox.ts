import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Sql } from '../db/types.js';

/**
 * TOTP secrets at rest, sealed as GoTrue does with GOTRUE_SECURITY_DB_ENCRYPTION: AES-256-GCM,
 * stored as JSON `{ key_id, alg, nonce, data }`. The factor's id is the additional data, so a
 * sealed secret copied onto another factor row does not open. The key lives outside the
 * database (config `secretsKey`: MFA_ENCRYPTION_KEY or `<data dir>/secrets-key`), so a copy
 * of the database or its WAL alone no longer gives anyone the user's second factor (issue 14).
 */
interface Sealed {
  key_id: string;
  alg: 'aes-256-gcm';
  nonce: string;
  data: string;
}

const KEY_ID = 'local';

export function sealSecret(key: Uint8Array, id: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce).setAAD(Buffer.from(id, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const sealed: Sealed = { key_id: KEY_ID, alg: 'aes-256-gcm', nonce: nonce.toString('base64'), data: data.toString('base64') };
  return JSON.stringify(sealed);
}

/** Whether a stored value is sealed (rows from before sealing hold the base32 secret itself). */
export function isSealed(stored: string): boolean {
  return stored.startsWith('{');
}

/** The secret behind a stored value; throws when the key or the factor id does not match. */
export function openSecret(key: Uint8Array, id: string, stored: string): string {
  if (!isSealed(stored)) return stored;
  const sealed = JSON.parse(stored) as Sealed;
  const data = Buffer.from(sealed.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.nonce, 'base64')).setAAD(Buffer.from(id, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** Seals the TOTP secrets still stored in clear (data dirs from before sealing); answers how many. */
export async function sealClearTotpSecrets(sql: Sql, key: Uint8Array): Promise<number> {
  const { rows } = await sql.query<{ id: string; secret: string }>("SELECT id, secret FROM auth.mfa_factors WHERE secret IS NOT NULL AND secret NOT LIKE '{%'");
  for (const r of rows) await sql.query('UPDATE auth.mfa_factors SET secret = $2 WHERE id = $1', [r.id, sealSecret(key, r.id, r.secret)]);
  return rows.length;
}
