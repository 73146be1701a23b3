import {
  IDENTITY_EVENTS as T,
  IDENTITY_TOPICS,
  isAdminRole,
  isEmail,
  normalizeEmail,
  type Role,
  uidFor,
  type UserDoc,
} from '@pintar/core';
import { HttpProblem, problems } from '../http/problem.ts';
import { conflict } from '../http/versions.ts';
import { type IdentityContext, record, users } from './context.ts';
import { emailTaken, sendLink } from './accounts.ts';

/** `expected`: the version the caller's change was made on (If-Match), when it said. */
type Meta = { correlationId: string; expected?: number | undefined };

/**
 * A user's version: how many administrative changes (role, name, status) it has had. Kept by the
 * event log's stream versions, so two admins changing one user at once cannot both win.
 */
export async function userVersion(ctx: IdentityContext, uid: string): Promise<number> {
  return (await ctx.platform.eventLog.versions(IDENTITY_TOPICS.identity, [uid])).get(uid) ?? 0;
}

/** The version the change is made on: the caller's, which must still be current (else 409). */
async function versionFor(ctx: IdentityContext, uid: string, meta: Meta): Promise<number> {
  const current = await userVersion(ctx, uid);
  if (meta.expected !== undefined && meta.expected !== current)
    throw conflict(
      `This user was changed by someone else since you opened it (now version ${current}). Reload it and make your change again.`,
    );
  return current;
}

const recordMeta = (actor: string, meta: Meta) => ({ actor, correlationId: meta.correlationId });

const forbidden = (message: string) => new HttpProblem(403, 'forbidden', message);

async function userOrNotFound(ctx: IdentityContext, uid: string): Promise<UserDoc> {
  const user = await (await users(ctx)).get(uid);
  if (!user) throw problems.notFound('No user has this id.');
  return user;
}

/** Admins grant `user`; granting or revoking admin rights is for super_admin only. */
export async function changeUser(
  ctx: IdentityContext,
  actor: UserDoc,
  uid: string,
  body: { displayName?: string; role?: Role },
  meta: Meta,
): Promise<UserDoc> {
  const user = await userOrNotFound(ctx, uid);
  const version = (await versionFor(ctx, uid, meta)) + 1;
  const events = [];
  const displayName = body.displayName?.trim();
  if (displayName !== undefined && displayName !== user.displayName) {
    if (!displayName) throw problems.validation({ displayName: 'Display name is required' });
    events.push({ type: T.profileUpdated, subject: uid, version, data: { uid, changes: { displayName } } });
  }
  if (body.role && body.role !== user.role) {
    if ((isAdminRole(body.role) || isAdminRole(user.role)) && actor.role !== 'super_admin') {
      throw forbidden('Only a super admin can grant or revoke administrator rights.');
    }
    if (uid === actor.uid) throw forbidden('You cannot change your own role.');
    events.push({
      type: T.roleChanged,
      subject: uid,
      version,
      data: { uid, role: body.role, previousRole: user.role },
    });
  }
  if (events.length) await record(ctx, IDENTITY_TOPICS.identity, events, recordMeta(actor.uid, meta));
  // Demoted: the sessions opened with administrator rights end (refresh tokens included).
  if (body.role && isAdminRole(user.role) && !isAdminRole(body.role)) {
    const revoke = { uid, exceptFamilyId: null, reason: 'role-changed' };
    const revoked = { type: T.sessionsRevoked, subject: uid, data: revoke };
    await record(ctx, IDENTITY_TOPICS.sessions, [revoked], recordMeta(actor.uid, meta));
  }
  return userOrNotFound(ctx, uid);
}

export async function setActive(
  ctx: IdentityContext,
  actor: UserDoc,
  uid: string,
  active: boolean,
  meta: Meta,
) {
  const user = await userOrNotFound(ctx, uid);
  if (uid === actor.uid && !active) throw forbidden('You cannot deactivate your own account.');
  if (isAdminRole(user.role) && actor.role !== 'super_admin')
    throw forbidden('Only a super admin can deactivate an administrator.');
  const version = (await versionFor(ctx, uid, meta)) + 1;
  if (user.isActive !== active) {
    const type = active ? T.reactivated : T.deactivated;
    const event = { type, subject: uid, version, data: { uid } };
    await record(ctx, IDENTITY_TOPICS.identity, [event], recordMeta(actor.uid, meta));
    if (!active) {
      const revoke = { uid, exceptFamilyId: null, reason: 'deactivated' };
      const revoked = { type: T.sessionsRevoked, subject: uid, data: revoke };
      await record(ctx, IDENTITY_TOPICS.sessions, [revoked], recordMeta(actor.uid, meta));
    }
  }
  return userOrNotFound(ctx, uid);
}

/** Applies to each id; ids that are unknown or refused are left out of the answer. */
export async function setActiveMany(
  ctx: IdentityContext,
  actor: UserDoc,
  ids: readonly string[],
  active: boolean,
  meta: Meta,
) {
  const changed: string[] = [];
  for (const id of new Set(ids)) {
    try {
      await setActive(ctx, actor, id, active, { correlationId: meta.correlationId });
      changed.push(id);
    } catch (error) {
      if (!(error instanceof HttpProblem)) throw error;
    }
  }
  return { ids: changed };
}

/** Creates an invited account and mails a link (valid 7 days) to set its password. */
export async function invite(
  ctx: IdentityContext,
  actor: UserDoc,
  body: { email: string; displayName?: string },
  meta: Meta,
) {
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw problems.validation({ email: 'Please enter a valid email address' });
  const uid = uidFor(email);
  if (await (await users(ctx)).get(uid)) throw emailTaken();
  const displayName = body.displayName?.trim() || email.split('@')[0]!;
  const data = { uid, email, displayName, invitedBy: actor.uid };
  const { events } = await record(ctx, IDENTITY_TOPICS.identity, [{ type: T.invited, subject: uid, data }], {
    actor: actor.uid,
    ...meta,
  });
  const user = await userOrNotFound(ctx, uid);
  if (user.createdBy !== events[0]!.id) throw emailTaken();
  await sendLink(ctx, user, 'invitation', meta);
  return user;
}
