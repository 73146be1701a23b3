import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are kept encrypted: the event log and the credentials store hold only
 * AES-256-GCM ciphertext, under a key derived from the installation's JWT secret, so a copy of
 * either (a backup, a Kafka topic) cannot make codes on its own.
 */
function keyOf(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'pintar', 'totp-secret-v1', 32));
}

export function encryptSecret(jwtSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The secret, or null when the text was not made by encryptSecret under this key. */
export function decryptSecret(jwtSecret: string, cipherText: string): string | null {
  const [iv, tag, data] = cipherText.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
