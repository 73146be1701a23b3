import { createHash } from 'node:crypto';
import {
  alertExists,
  alertsFor,
  type AlertType,
  type ClientErrorReportedData,
  type EndpointState,
  MONITORING_EVENTS,
  MONITORING_TOPIC,
  monitoringView,
  type Platform,
  type ProbeCategory,
  recordEvents,
  responseTimeHistory,
  uuidv7,
} from '@pintar/core';
import type { components } from '@pintar/contracts';
import { type Request, type Router } from 'express';
import { problems } from '../http/problem.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { caller } from '../identity/access.ts';
import { contractRouter } from '../http/operations/bind.ts';

type ClientErrorReport = components['schemas']['ClientErrorReport'];

export interface MonitoringDeps {
  platform: Platform;
  secret: string;
  clientErrorRateLimit: { limit: number; windowSeconds: number };
}

export function monitoringRoutes(deps: MonitoringDeps): Router {
  const router = contractRouter();
  const { documents, eventLog } = deps.platform;
  const clientHash = (req: Request) =>
    createHash('sha256')
      .update(`${deps.secret}:${req.ip ?? ''}`)
      .digest('hex')
      .slice(0, 32);

  // Query values are checked against the contract's enums before they get here.
  router.get('/api/monitoring', async (req, res) => {
    const q = req.query as { category?: ProbeCategory; status?: EndpointState; critical?: unknown };
    const criticalOnly = q.critical === true || q.critical === 'true';
    res
      .set('Cache-Control', 'no-store')
      .json(await monitoringView(documents, { category: q.category, status: q.status, criticalOnly }));
  });

  router.get('/api/monitoring/history', async (req, res) => {
    const hours = Number(req.query.hours ?? 6);
    res.json({ hours, rounds: await responseTimeHistory(documents, { hours, now: new Date() }) });
  });

  router.get('/api/alerts', async (req, res) => {
    const { uid } = caller(req).user;
    const type = req.query.type as AlertType | undefined;
    const limit = Number(req.query.limit ?? 50);
    res.set('Cache-Control', 'no-store').json(await alertsFor(documents, { uid, type, limit }));
  });

  router.post('/api/alerts/:id/dismiss', async (req, res) => {
    const { uid } = caller(req).user;
    const alertId = String(req.params.id);
    if (!(await alertExists(documents, alertId))) throw problems.notFound('No such alert.');
    await recordEvents(
      eventLog,
      MONITORING_TOPIC,
      [{ type: MONITORING_EVENTS.alertDismissed, subject: alertId, data: { alertId, uid } }],
      { actor: `user:${uid}`, correlationId: String(req.id) },
    );
    res.status(204).end();
  });

  const limit = rateLimit({
    ...deps.clientErrorRateLimit,
    key: clientHash,
    message: 'Too many error reports from this client. Please try again later.',
  });
  router.post('/api/client-errors', limit, async (req, res) => {
    const body = req.body as ClientErrorReport;
    const reportId = uuidv7();
    const hash = clientHash(req);
    const data: ClientErrorReportedData = {
      reportId,
      errorCode: body.errorCode,
      message: body.message,
      url: body.url ?? null,
      userAgent: body.userAgent ?? null,
      retryCount: body.retryCount ?? null,
      serverStatus: body.serverStatus ?? null,
      connectionStatus: body.connectionStatus ?? null,
      estimatedFix: body.estimatedFix ?? null,
      stack: body.stack ?? null,
      reportedAt: body.timestamp ?? null,
      clientHash: hash,
    };
    await recordEvents(
      eventLog,
      MONITORING_TOPIC,
      [{ type: MONITORING_EVENTS.clientErrorReported, subject: reportId, data }],
      { actor: `anonymous:${hash}`, correlationId: String(req.id) },
    );
    res.status(202).json({ id: reportId });
  });
  return router;
}
