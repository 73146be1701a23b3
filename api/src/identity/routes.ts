import express, { type Request, Router } from 'express';
import {
  AVATARS,
  type AvatarDoc,
  hashPassword,
  type FieldErrors,
  checkNewPassword,
  USERS,
  type UserDoc,
} from '@pintar/core';
import { problems } from '../http/problem.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { readRaList, sendRaPage } from '../http/raList.ts';
import { completePasswordReset, login, register, requestPasswordReset } from './accounts.ts';
import { caller } from './access.ts';
import { changeUser, invite, setActive, setActiveMany } from './adminUsers.ts';
import type { IdentityContext } from './context.ts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, changePassword, updateProfile, uploadAvatar } from './profile.ts';
import { toAdminUser, toProfile } from './profiles.ts';
import { listOutbox, listUsers } from './userList.ts';
import { endSession, refreshSession } from './sessions.ts';

const TOO_MANY = 'Too many failed attempts. Please try again later.';
const meta = (req: Request) => ({ correlationId: String(req.id) });

export function identityRoutes(
  ctx: IdentityContext,
  limits: { limit: number; windowSeconds: number },
): Router {
  const router = Router();
  const limited = () => rateLimit({ ...limits, message: TOO_MANY });

  router.post('/api/auth/register', limited(), async (req, res) => {
    res.status(201).json(await register(ctx, req.body, meta(req)));
  });
  router.post('/api/auth/login', limited(), async (req, res) => {
    res.json(await login(ctx, req.body, meta(req)));
  });
  router.post('/api/auth/refresh', async (req, res) => {
    res.json(await refreshSession(ctx, req.body.refreshToken, meta(req)));
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
    await completePasswordReset(ctx, req.body.token, await hashPassword(req.body.newPassword), meta(req));
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
    await changePassword(ctx, caller(req), req.body, meta(req));
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
  router.get('/api/admin/users/:id', async (req, res) => {
    const user = await (await ctx.platform.documents.collection<UserDoc>(USERS)).get(String(req.params.id));
    if (!user) throw problems.notFound('No user has this id.');
    res.json(toAdminUser(user));
  });
  router.put('/api/admin/users/:id', async (req, res) => {
    const { displayName, role } = req.body as { displayName?: string; role?: UserDoc['role'] };
    res.json(
      toAdminUser(
        await changeUser(ctx, caller(req).user, String(req.params.id), { displayName, role }, meta(req)),
      ),
    );
  });
  router.post('/api/admin/users/:id/deactivate', async (req, res) => {
    res.json(toAdminUser(await setActive(ctx, caller(req).user, String(req.params.id), false, meta(req))));
  });
  router.post('/api/admin/users/:id/reactivate', async (req, res) => {
    res.json(toAdminUser(await setActive(ctx, caller(req).user, String(req.params.id), true, meta(req))));
  });
  return router;
}

/** Raw image bodies for the avatar upload, bounded before anything reads them. */
export const avatarBody = express.raw({ type: [...AVATAR_TYPES], limit: AVATAR_MAX_BYTES });
