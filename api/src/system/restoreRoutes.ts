import type { EventLog } from '@pintar/core';
import type { Router } from 'express';
import { caller } from '../identity/access.ts';
import { RestoreJob, tooLarge } from './restoreJob.ts';
import { contractRouter } from '../http/operations/bind.ts';

/**
 * POST /api/system/restore: an admin uploads a backup (gzip, streamed, at most `maxBytes`); it
 * is checked whole before anything is written, then replayed while GET shows its progress.
 */
export function restoreRoutes(deps: { log: EventLog; dataDir: string; maxBytes: number }): Router {
  const routes = contractRouter();
  const job = new RestoreJob(deps);
  routes.get('/api/system/restore', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(job.progress);
  });
  routes.post('/api/system/restore', async (req, res) => {
    const declared = Number(req.headers['content-length']);
    if (declared > job.maxBytes) throw tooLarge(job.maxBytes);
    const progress = await job.start(req, caller(req).user.uid);
    res.status(202).set('Cache-Control', 'no-store').json(progress);
  });
  return routes;
}
