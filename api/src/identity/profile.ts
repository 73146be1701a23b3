import { randomUUID } from 'node:crypto';
import {
  checkNewPassword,
  type FieldErrors,
  hashPassword,
  CREDENTIAL_EVENTS as C,
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  type Preferences,
  type UserDoc,
  verifyPassword,
} from '@pintar/core';
import { HttpProblem, problems } from '../http/problem.ts';
import { credentials, type IdentityContext, record, users } from './context.ts';
import type { Authenticated } from './sessions.ts';

type Meta = { correlationId: string };

export interface ProfileChanges {
  displayName?: string;
  bio?: string;
  location?: string;
  preferences?: Partial<Preferences>;
}

async function reload(ctx: IdentityContext, uid: string): Promise<UserDoc> {
  return (await (await users(ctx)).get(uid))!;
}

export async function updateProfile(
  ctx: IdentityContext,
  who: Authenticated,
  changes: ProfileChanges,
  meta: Meta,
) {
  const trimmed: ProfileChanges = { ...changes };
  for (const field of ['displayName', 'bio', 'location'] as const) {
    if (typeof trimmed[field] === 'string') trimmed[field] = trimmed[field].trim();
  }
  if (trimmed.displayName === '') throw problems.validation({ displayName: 'Display name is required' });
  const uid = who.user.uid;
  await record(
    ctx,
    IDENTITY_TOPICS.identity,
    [{ type: T.profileUpdated, subject: uid, data: { uid, changes: trimmed } }],
    { actor: uid, ...meta },
  );
  return reload(ctx, uid);
}

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 256 * 1024;

/** Checks the bytes really are the image type claimed (magic numbers), not only the header. */
function looksLike(type: string, bytes: Buffer): boolean {
  if (type === 'image/png')
    return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

export async function uploadAvatar(
  ctx: IdentityContext,
  who: Authenticated,
  type: string,
  bytes: Buffer,
  meta: Meta,
) {
  if (!looksLike(type, bytes))
    throw problems.validation({ avatar: 'The file is not a PNG, JPEG or WebP image' });
  const uid = who.user.uid;
  const data = { uid, avatarId: randomUUID(), contentType: type, data: bytes.toString('base64') };
  await record(ctx, IDENTITY_TOPICS.identity, [{ type: T.avatarUploaded, subject: uid, data }], {
    actor: uid,
    ...meta,
  });
  return reload(ctx, uid);
}

/** Needs the current password; the other sessions of the account end, this one stays. */
export async function changePassword(
  ctx: IdentityContext,
  who: Authenticated,
  body: { currentPassword: string; newPassword: string },
  meta: Meta,
): Promise<void> {
  const errors: FieldErrors = {};
  checkNewPassword(errors, 'newPassword', body.newPassword);
  if (Object.keys(errors).length) throw problems.validation(errors);
  const uid = who.user.uid;
  const credential = await (await credentials(ctx)).get(uid);
  if (!credential || !(await verifyPassword(body.currentPassword, credential.passwordHash))) {
    throw new HttpProblem(400, 'wrong-password', 'Incorrect password.', {
      errors: { currentPassword: 'Incorrect password.' },
    });
  }
  const data = { uid, passwordHash: await hashPassword(body.newPassword), reason: 'change' };
  await record(ctx, IDENTITY_TOPICS.credentials, [{ type: C.passwordSet, subject: uid, data }], {
    actor: uid,
    ...meta,
  });
  const revoke = { uid, exceptFamilyId: who.familyId, reason: 'password-changed' };
  await record(ctx, IDENTITY_TOPICS.sessions, [{ type: T.sessionsRevoked, subject: uid, data: revoke }], {
    actor: uid,
    ...meta,
  });
}
