import { randomUUID } from 'node:crypto';
import {
  CREDENTIAL_EVENTS as C,
  DECOY_HASH_PROMISE,
  hashPassword,
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  normalizeEmail,
  randomToken,
  type RegistrationInput,
  RESET_TOKENS,
  type ResetTokenDoc,
  type Role,
  sha256,
  uidFor,
  type UserDoc,
  validateLogin,
  registeredPhone,
  validateRegistration,
  verifyPassword,
} from '@pintar/core';
import { HttpProblem, problems } from '../http/problem.ts';
import { credentials, type IdentityContext, record, users } from './context.ts';
import { invalidCredential, startSession } from './sessions.ts';
import { checkSecondFactor, invalidCode, twoFactorRequired } from './twoFactor.ts';

type Meta = { correlationId: string };

export type RegisterBody = RegistrationInput & { remember?: boolean };

export const emailTaken = () =>
  new HttpProblem(409, 'email-already-in-use', 'An account with this email already exists.');

/**
 * Registers an account. The event is keyed by the address's uid, so of any number of concurrent
 * sign-ups for one address the first in the log creates the account and the rest find it taken.
 */
export async function register(ctx: IdentityContext, body: RegisterBody, meta: Meta, role: Role = 'user') {
  const errors = validateRegistration(body);
  if (Object.keys(errors).length) throw problems.validation(errors);
  const email = normalizeEmail(body.email);
  const uid = uidFor(email);
  const existing = await (await users(ctx)).get(uid);
  if (existing && existing.status !== 'invited') throw emailTaken();
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const data = {
    uid,
    email,
    displayName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: registeredPhone(body),
    role,
  };
  const passwordHash = await hashPassword(body.password);
  const { events } = await record(
    ctx,
    IDENTITY_TOPICS.identity,
    [{ type: T.registrationRequested, subject: uid, data }],
    { actor: uid, ...meta },
  );
  const user = await (await users(ctx)).get(uid);
  if (!user || user.createdBy !== events[0]!.id) throw emailTaken();
  // Only the registration that won the address records a password, on the private stream.
  const secret = { uid, passwordHash, reason: 'registration' };
  await record(ctx, IDENTITY_TOPICS.credentials, [{ type: C.passwordSet, subject: uid, data: secret }], {
    actor: uid,
    ...meta,
  });
  return startSession(ctx, user, body.remember === true, meta);
}

/** Wrong address and wrong password look the same from outside, and take as long. */
export async function login(
  ctx: IdentityContext,
  body: { email: string; password: string; remember?: boolean; code?: string },
  meta: Meta,
) {
  const errors = validateLogin(body);
  if (Object.keys(errors).length) throw problems.validation(errors);
  const uid = uidFor(body.email);
  const [user, credential] = await Promise.all([
    (await users(ctx)).get(uid),
    (await credentials(ctx)).get(uid),
  ]);
  const valid = await verifyPassword(body.password, credential?.passwordHash ?? (await DECOY_HASH_PROMISE));
  if (!user || !credential || !valid) throw invalidCredential();
  if (!user.isActive) throw new HttpProblem(403, 'user-disabled', 'This account has been disabled.');
  if (credential.totpSecretCipher) {
    if (!body.code) throw twoFactorRequired();
    if (!(await checkSecondFactor(ctx, user, credential, body.code, meta))) throw invalidCode();
  }
  return startSession(ctx, user, body.remember === true, meta);
}

const RESET_MINUTES = 15;
const INVITATION_DAYS = 7;

/** Queues a single-use link by mail; says nothing about whether the address has an account. */
export async function requestPasswordReset(ctx: IdentityContext, email: string, meta: Meta): Promise<void> {
  const user = await (await users(ctx)).get(uidFor(email));
  if (!user?.isActive || user.status === 'invited') return;
  await sendLink(ctx, user, 'password-reset', meta);
}

export async function sendLink(
  ctx: IdentityContext,
  user: UserDoc,
  kind: 'password-reset' | 'invitation',
  meta: Meta,
) {
  const token = randomToken();
  const lifetime = kind === 'invitation' ? INVITATION_DAYS * 86_400_000 : RESET_MINUTES * 60_000;
  const expiresAt = new Date(Date.now() + lifetime).toISOString();
  const reset = { uid: user.uid, tokenHash: sha256(token), expiresAt, kind };
  await record(
    ctx,
    IDENTITY_TOPICS.credentials,
    [{ type: C.resetRequested, subject: user.uid, data: reset }],
    {
      actor: user.uid,
      ...meta,
    },
  );
  const link = `${ctx.publicUrl}/reset-password?token=${token}${kind === 'invitation' ? '&invite=1' : ''}`;
  const mail = kind === 'invitation' ? invitationMail(user, link) : resetMail(user, link);
  const data = { mailId: randomUUID(), to: user.email, kind, link, ...mail };
  await record(ctx, IDENTITY_TOPICS.mail, [{ type: T.mailQueued, subject: data.mailId, data }], {
    actor: 'system',
    ...meta,
  });
}

function resetMail(user: UserDoc, link: string) {
  return {
    subject: 'Reset your Pintar password',
    text: `Hello ${user.displayName},\n\nSomeone asked to reset the password of your Pintar account. To choose a new one, open this link within ${RESET_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  };
}

function invitationMail(user: UserDoc, link: string) {
  return {
    subject: 'You are invited to Pintar',
    text: `Hello ${user.displayName},\n\nAn administrator invited you to Pintar, the smart-city assistant for Malaysia. To set your password and sign in, open this link within ${INVITATION_DAYS} days:\n\n${link}\n`,
  };
}

export const invalidToken = () =>
  new HttpProblem(400, 'invalid-token', 'This link has expired or was already used. Ask for a new one.');

/** Sets a new password with a mailed token; the token works once, and every session ends. */
export async function completePasswordReset(
  ctx: IdentityContext,
  token: string,
  passwordHash: string,
  meta: Meta,
) {
  const resets = await ctx.platform.documents.collection<ResetTokenDoc>(RESET_TOKENS);
  const found = await resets.get(sha256(token));
  if (!found || found.used || Date.parse(found.expiresAt) <= Date.now()) throw invalidToken();
  const data = { uid: found.uid, tokenHash: found.id, passwordHash };
  const { events } = await record(
    ctx,
    IDENTITY_TOPICS.credentials,
    [{ type: C.resetCompleted, subject: found.uid, data }],
    { actor: found.uid, ...meta },
  );
  const after = await resets.get(found.id);
  if (after?.usedBy !== events[0]!.id) throw invalidToken();
  await record(
    ctx,
    IDENTITY_TOPICS.identity,
    [{ type: T.resetCompleted, subject: found.uid, data: { uid: found.uid } }],
    { actor: found.uid, ...meta },
  );
  const revoke = { uid: found.uid, exceptFamilyId: null, reason: 'password-reset' };
  await record(
    ctx,
    IDENTITY_TOPICS.sessions,
    [{ type: T.sessionsRevoked, subject: found.uid, data: revoke }],
    { actor: found.uid, ...meta },
  );
}
