import express, { type Request, type Router } from 'express';
import {
  AVATARS,
  type AvatarDoc,
  hashPassword,
  type FieldErrors,
  checkNewPassword,
  parseRefreshToken,
  uidFor,
  USERS,
  type UserDoc,
} from '@pintar/core';
import { problems } from '../http/problem.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { defaultGuessGuard, type GuessGuard } from '../http/lockout.ts';
import { readRaList, sendRaPage } from '../http/raList.ts';
import { completePasswordReset, login, register, requestPasswordReset } from './accounts.ts';
import { caller } from './access.ts';
import { changeUser, invite, setActive, setActiveMany, userVersion } from './adminUsers.ts';
import { etagOf, expectedVersion } from '../http/versions.ts';
import type { IdentityContext } from './context.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, changePassword, updateProfile, uploadAvatar } from './profile.ts';
import { toAdminUser, toProfile } from './profiles.ts';
import { listOutbox, listUsers } from './userList.ts';
import { endSession, refreshSession } from './sessions.ts';
import { disable, enable, startSetup } from './twoFactor.ts';
import { contractRouter } from '../http/operations/bind.ts';

const TOO_MANY = 'Too many failed attempts. Please try again later.';
const meta = (req: Request) => ({ correlationId: String(req.id) });

/** The account a guess is aimed at, per command: sign-in by e-mail, refresh by token. */
const accountOf = (flow: string, uid: string | null | undefined) => (uid ? `${flow}:${uid}` : null);
const emailAccount = (req: Request) =>
  typeof req.body?.email === 'string' ? accountOf('login', uidFor(req.body.email)) : null;
const tokenAccount = (req: Request) =>
  accountOf('refresh', parseRefreshToken(String(req.body?.refreshToken ?? ''))?.uid);

export function identityRoutes(
  ctx: IdentityContext,
  limits: { limit: number; windowSeconds: number },
  guesses: GuessGuard = defaultGuessGuard(),
): Router {
  const router = contractRouter();
  const limited = () => rateLimit({ ...limits, message: TOO_MANY });
  /** Runs a guessable command under the per-account and per-address lockouts. */
  const guarded = <T>(req: Request, flow: string, account: string | null, attempt: () => Promise<T>) =>
    guesses.run({ account, client: `${flow}:${req.ip ?? 'unknown'}` }, attempt);

  router.post('/api/auth/register', limited(), async (req, res) => {
    res.status(201).json(await register(ctx, req.body, meta(req)));
  });
  router.post('/api/auth/login', limited(), async (req, res) => {
    res.json(await guarded(req, 'login', emailAccount(req), () => login(ctx, req.body, meta(req))));
  });
  router.post('/api/auth/refresh', async (req, res) => {
    const refresh = () => refreshSession(ctx, req.body.refreshToken, meta(req));
    res.json(await guarded(req, 'refresh', tokenAccount(req), refresh));
  });
  router.post('/api/auth/logout', async (req, res) => {
    await endSession(ctx, req.body.refreshToken, meta(req));
    res.status(204).end();
  });
  router.get('/api/auth/providers', (_req, res) => {
    res.json({ password: true, google: false });
  });
  router.post('/api/auth/password-reset', limited(), async (req, res) => {
    await requestPasswordReset(ctx, req.body.email, meta(req));
    res.status(202).end();
  });
  router.post('/api/auth/password-reset/complete', limited(), async (req, res) => {
    const errors: FieldErrors = {};
    checkNewPassword(errors, 'newPassword', req.body.newPassword);
    if (Object.keys(errors).length) throw problems.validation(errors);
    const hash = await hashPassword(req.body.newPassword);
    await guarded(req, 'reset', null, () => completePasswordReset(ctx, req.body.token, hash, meta(req)));
    res.status(204).end();
  });

  router.get('/api/auth/me', (req, res) => {
    res.json(toProfile(caller(req).user));
  });
  router.patch('/api/auth/me', async (req, res) => {
    res.json(toProfile(await updateProfile(ctx, caller(req), req.body, meta(req))));
  });
  router.put('/api/auth/me/avatar', async (req, res) => {
    const type = req.headers['content-type']?.split(';')[0]?.trim() ?? '';
    if (!(AVATAR_TYPES as readonly string[]).includes(type) || !Buffer.isBuffer(req.body)) {
      throw problems.validation({ avatar: 'Upload a PNG, JPEG or WebP image' });
    }
    res.json(toProfile(await uploadAvatar(ctx, caller(req), type, req.body, meta(req))));
  });
  router.post('/api/auth/password', async (req, res) => {
    const who = caller(req);
    const account = accountOf('password', who.user.uid);
    await guarded(req, 'password', account, () => changePassword(ctx, who, req.body, meta(req)));
    res.status(204).end();
  });
  router.post('/api/auth/two-factor/setup', async (req, res) => {
    res.json(await startSetup(caller(req)));
  });
  router.post('/api/auth/two-factor/enable', async (req, res) => {
    const who = caller(req);
    const account = accountOf('two-factor', who.user.uid);
    res.json(await guarded(req, 'two-factor', account, () => enable(ctx, who, req.body, meta(req))));
  });
  router.post('/api/auth/two-factor/disable', async (req, res) => {
    const who = caller(req);
    const account = accountOf('two-factor', who.user.uid);
    await guarded(req, 'two-factor', account, () => disable(ctx, who, req.body, meta(req)));
    res.status(204).end();
  });
  router.get('/api/avatars/:id', async (req, res) => {
    const avatar = await (
      await ctx.platform.documents.collection<AvatarDoc>(AVATARS)
    ).get(String(req.params.id));
    if (!avatar) throw problems.notFound('No picture here.');
    res
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .type(avatar.contentType)
      .send(Buffer.from(avatar.data, 'base64'));
  });

  router.get('/api/admin/outbox', async (req, res) => {
    const list = readRaList(req.query);
    const { total, items } = await listOutbox(ctx, list);
    sendRaPage(res, 'outbox', list.skip, items, total);
  });
  router.get('/api/admin/users', async (req, res) => {
    const list = readRaList(req.query);
    const { total, items } = await listUsers(ctx, list);
    sendRaPage(res, 'users', list.skip, items.map(toAdminUser), total);
  });
  router.post('/api/admin/users/invite', async (req, res) => {
    res.status(201).json(toAdminUser(await invite(ctx, caller(req).user, req.body, meta(req))));
  });
  router.post('/api/admin/users/bulk/deactivate', async (req, res) => {
    res.json(await setActiveMany(ctx, caller(req).user, req.body.ids, false, meta(req)));
  });
  router.post('/api/admin/users/bulk/reactivate', async (req, res) => {
    res.json(await setActiveMany(ctx, caller(req).user, req.body.ids, true, meta(req)));
  });
  /** A user with its version, as body field and ETag. */
  const sendUser = async (res: express.Response, user: UserDoc) => {
    const version = await userVersion(ctx, user.uid);
    res.set('ETag', etagOf(version)).json({ ...toAdminUser(user), version });
  };
  const versioned = (req: Request) => ({ ...meta(req), expected: expectedVersion(req) });
  router.get('/api/admin/users/:id', async (req, res) => {
    const user = await (await ctx.platform.documents.collection<UserDoc>(USERS)).get(String(req.params.id));
    if (!user) throw problems.notFound('No user has this id.');
    await sendUser(res, user);
  });
  router.put('/api/admin/users/:id', async (req, res) => {
    const { displayName, role } = req.body as { displayName?: string; role?: UserDoc['role'] };
    const id = String(req.params.id);
    await sendUser(res, await changeUser(ctx, caller(req).user, id, { displayName, role }, versioned(req)));
  });
  router.post('/api/admin/users/:id/deactivate', async (req, res) => {
    await sendUser(res, await setActive(ctx, caller(req).user, String(req.params.id), false, versioned(req)));
  });
  router.post('/api/admin/users/:id/reactivate', async (req, res) => {
    await sendUser(res, await setActive(ctx, caller(req).user, String(req.params.id), true, versioned(req)));
  });
  return router;
}

/** Raw image bodies for the avatar upload, bounded before anything reads them. */
export const avatarBody = express.raw({ type: [...AVATAR_TYPES], limit: AVATAR_MAX_BYTES });
