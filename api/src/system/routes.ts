import type { Router } from 'express';
import type { StatusSources } from './status.ts';
import { systemStatus } from './status.ts';
import { health } from './health.ts';
import { contractRouter } from '../http/operations/bind.ts';

export function systemRoutes(sources: StatusSources): Router {
  const router = contractRouter();

  router.get('/api/health', async (_req, res) => {
    const body = await health(sources);
    if (body.status !== 'healthy') res.status(503).set('Retry-After', '5');
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.get('/api/system/status', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await systemStatus(sources));
  });

  return router;
}
