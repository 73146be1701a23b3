import { randomBytes } from 'node:crypto';
import {
  type CredentialDoc,
  CREDENTIAL_EVENTS as C,
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  sameDigest,
  sha256,
  type UserDoc,
  verifyPassword,
} from '@pintar/core';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { HttpProblem, problems } from '../http/problem.ts';
import { credentials, type IdentityContext, record } from './context.ts';
import type { Authenticated } from './sessions.ts';
import { decryptSecret, encryptSecret } from './totpSecrets.ts';

type Meta = { correlationId: string };

const ISSUER = 'Pintar';
const RECOVERY_CODES = 10;
/** One 30-second step either side, for a phone clock a little off. */
const TOLERANCE_SECONDS = 30;

export const twoFactorRequired = () =>
  new HttpProblem(401, 'two-factor-required', 'Enter the code from your authenticator app.', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
export const invalidCode = () =>
  new HttpProblem(401, 'invalid-two-factor-code', 'That code is not valid. Try the current one.', {
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
const alreadyOn = () =>
  new HttpProblem(409, 'two-factor-already-enabled', 'Two-factor sign-in is already on.');
const alreadyOff = () => new HttpProblem(409, 'two-factor-not-enabled', 'Two-factor sign-in is off.');

/** Codes are typed with spaces or dashes now and then, and recovery codes in either case. */
const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

async function totpMatches(secret: string, code: string): Promise<boolean> {
  const token = normalize(code);
  if (!/^\d{6}$/.test(token)) return false;
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS });
  return result.valid;
}

/** A secret and its QR code for the app; nothing is kept until enable() sees a code made from it. */
export async function startSetup(who: Authenticated) {
  if (who.user.twoFactorEnabled) throw alreadyOn();
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: who.user.email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Recovery codes are 80 random bits each, so a plain SHA-256 is enough to keep them: there is
 * no dictionary to try, unlike a password.
 */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const hex = randomBytes(10).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}-${hex.slice(15)}`;
  });
}

export async function enable(
  ctx: IdentityContext,
  who: Authenticated,
  body: { secret: string; code: string },
  meta: Meta,
) {
  if (who.user.twoFactorEnabled) throw alreadyOn();
  // A secret that is not base32 or too short was not one startSetup() made.
  const valid = await totpMatches(body.secret, body.code).catch(() => {
    throw problems.validation({ secret: 'Not a secret from the set-up; start it again' });
  });
  if (!valid) throw invalidCode();
  const recoveryCodes = newRecoveryCodes();
  const uid = who.user.uid;
  const data = {
    uid,
    secretCipher: encryptSecret(ctx.jwtSecret, body.secret),
    recoveryCodeHashes: recoveryCodes.map((c) => sha256(normalize(c))),
  };
  await record(ctx, IDENTITY_TOPICS.credentials, [{ type: C.twoFactorEnabled, subject: uid, data }], {
    actor: uid,
    ...meta,
  });
  await record(ctx, IDENTITY_TOPICS.identity, [{ type: T.twoFactorEnabled, subject: uid, data: { uid } }], {
    actor: uid,
    ...meta,
  });
  return { recoveryCodes };
}

/**
 * Whether `code` is the account's current TOTP code or one of its unused recovery codes; a
 * recovery code is used up here, before the answer is given, so it works only once.
 */
export async function checkSecondFactor(
  ctx: IdentityContext,
  user: UserDoc,
  credential: CredentialDoc,
  code: string,
  meta: Meta,
): Promise<boolean> {
  const secret = credential.totpSecretCipher
    ? decryptSecret(ctx.jwtSecret, credential.totpSecretCipher)
    : null;
  if (secret && (await totpMatches(secret, code))) return true;
  const hash = sha256(normalize(code));
  const used = (credential.recoveryCodeHashes ?? []).find((kept) => sameDigest(hash, kept));
  if (!used) return false;
  const data = { uid: user.uid, codeHash: used };
  const { events } = await record(
    ctx,
    IDENTITY_TOPICS.credentials,
    [{ type: C.recoveryCodeUsed, subject: user.uid, data }],
    { actor: user.uid, ...meta },
  );
  // Of two sign-ins racing with one code, only the one whose event used it up gets in.
  const after = await (await credentials(ctx)).get(user.uid);
  return after?.recoveryCodesUsedBy?.[used] === events[0]!.id;
}

export async function disable(
  ctx: IdentityContext,
  who: Authenticated,
  body: { password: string; code: string },
  meta: Meta,
) {
  if (!who.user.twoFactorEnabled) throw alreadyOff();
  const uid = who.user.uid;
  const credential = await (await credentials(ctx)).get(uid);
  if (!credential || !(await verifyPassword(body.password, credential.passwordHash))) {
    throw new HttpProblem(401, 'invalid-credential', 'The password is not right.', {
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
  }
  if (!(await checkSecondFactor(ctx, who.user, credential, body.code, meta))) throw invalidCode();
  await record(
    ctx,
    IDENTITY_TOPICS.credentials,
    [{ type: C.twoFactorDisabled, subject: uid, data: { uid } }],
    {
      actor: uid,
      ...meta,
    },
  );
  await record(ctx, IDENTITY_TOPICS.identity, [{ type: T.twoFactorDisabled, subject: uid, data: { uid } }], {
    actor: uid,
    ...meta,
  });
}
