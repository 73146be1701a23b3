import { randomBytes } from 'node:crypto';
import {
  decideServiceAlert,
  getTransitAlert,
  listTransitAlerts,
  type Platform,
  ProjectionTimeoutError,
  recordAndProject,
  type ServiceAlertCommand,
  TRANSIT_TOPIC,
  transitAlertsProjection,
} from '@pintar/core';
import { type Request, type Response, type Router } from 'express';
import { caller } from '../identity/access.ts';
import { HttpProblem, problems } from '../http/problem.ts';
import { readRaList, sendRaPage } from '../http/raList.ts';
import type { TransitContext } from './context.ts';
import { contractRouter } from '../http/operations/bind.ts';

const BASE = '/api/admin/transit-alerts';

export interface AlertDeps {
  platform: Platform;
  transit: TransitContext;
  projectionTimeoutMs: number;
}

/** Admins raise, change and end service alerts (commands → events on pintar.transit). */
export function transitAlertRoutes(deps: AlertDeps): Router {
  const router = contractRouter();
  const { documents } = deps.platform;
  const tt = deps.transit.timetable;
  const targets = {
    hasLine: (id: string) => tt.lines.some((l) => l.id === id),
    hasStop: (id: string) => tt.stopById.has(id),
  };

  async function run(req: Request, res: Response, command: ServiceAlertCommand, status: number) {
    const id = command.metadata.alertId;
    const decision = decideServiceAlert(await getTransitAlert(documents, id), command, targets);
    if (!decision.ok) {
      if (decision.notFound) throw problems.notFound(`No transit alert "${id}".`);
      throw problems.validation(decision.errors);
    }
    if (decision.events.length) {
      try {
        await recordAndProject(deps.platform.eventLog, TRANSIT_TOPIC, decision.events, {
          actor: caller(req).user.uid,
          correlationId: String(req.id),
          projections: [transitAlertsProjection.name],
          timeoutMs: deps.projectionTimeoutMs,
        });
      } catch (error) {
        if (error instanceof ProjectionTimeoutError)
          throw new HttpProblem(
            503,
            'service-unavailable',
            'The alert was recorded; it will show in a moment.',
          );
        throw error;
      }
    }
    res.status(status).json(await getTransitAlert(documents, id));
  }

  router.get(BASE, async (req, res) => {
    const list = readRaList(req.query);
    const status =
      list.filter.status === 'active' || list.filter.status === 'ended' ? list.filter.status : undefined;
    const { total, items } = await listTransitAlerts(documents, {
      skip: list.skip,
      limit: list.limit,
      status,
    });
    sendRaPage(res, 'transit-alerts', list.skip, items, total);
  });
  router.get(`${BASE}/:id`, async (req, res) => {
    const alert = await getTransitAlert(documents, String(req.params.id));
    if (!alert) throw problems.notFound(`No transit alert "${req.params.id}".`);
    res.json(alert);
  });
  router.post(BASE, async (req, res) => {
    const metadata = { alertId: `ta_${randomBytes(12).toString('hex')}`, now: new Date().toISOString() };
    await run(req, res, { type: 'RaiseServiceAlert', data: req.body, metadata }, 201);
  });
  router.put(`${BASE}/:id`, async (req, res) => {
    const metadata = { alertId: String(req.params.id), now: new Date().toISOString() };
    await run(req, res, { type: 'UpdateServiceAlert', data: req.body, metadata }, 200);
  });
  router.post(`${BASE}/:id/end`, async (req, res) => {
    const metadata = { alertId: String(req.params.id), now: new Date().toISOString() };
    await run(req, res, { type: 'EndServiceAlert', metadata }, 200);
  });
  return router;
}
