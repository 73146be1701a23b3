import { Router } from 'express';
import type { StatusSources } from './status.ts';
import { systemStatus, VERSION } from './status.ts';

export function systemRoutes(sources: StatusSources): Router {
  const router = Router();

  router.get('/api/health', async (_req, res) => {
    const { platform } = sources;
    let healthy = true;
    try {
      await Promise.all([platform.eventLog.ping(), platform.documents.ping(), platform.search.ping()]);
    } catch {
      healthy = false;
    }
    res.status(healthy ? 200 : 503);
    if (!healthy) res.set('Retry-After', '5');
    res.json({
      status: healthy ? 'healthy' : 'degraded',
      uptimeSeconds: Math.round(process.uptime()),
      timestamp: new Date().toISOString(),
      version: VERSION,
    });
  });

  router.get('/api/system/status', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await systemStatus(sources));
  });

  return router;
}
