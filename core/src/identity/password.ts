import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 35 ms here).
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

function derive(password: string, salt: Buffer, params = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2('argon2id', { message: password, nonce: salt, ...params }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** An argon2id hash in PHC string form: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  const { memory, passes, parallelism } = PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!match) return false;
  const [, m, t, p, salt, hash] = match;
  const expected = Buffer.from(hash!, 'base64url');
  const params = { memory: Number(m), passes: Number(t), parallelism: Number(p), tagLength: expected.length };
  const key = await derive(password, Buffer.from(salt!, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password, checked when an e-mail has no account, so both take as long. */
export const DECOY_HASH_PROMISE = hashPassword(randomBytes(16).toString('hex'));

/** The specification's strength score: a point each for 8+ characters, lower, upper, digit, symbol. */
export function passwordScore(password: string): number {
  return [/.{8,}/, /[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((rule) => rule.test(password)).length;
}
