import { createHash } from 'node:crypto';
import {
  CONTACT_TOPIC,
  contactMessagesProjection,
  contactSearchProjection,
  decideSubmitContactMessage,
  getContactMessage,
  listContactMessages,
  type Platform,
  ProjectionTimeoutError,
  recordAndProject,
  uuidv7,
} from '@pintar/core';
import { type Request, type Router } from 'express';
import { problems } from '../http/problem.ts';
import { readRaList, sendRaPage } from '../http/raList.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { contractRouter } from '../http/operations/bind.ts';

export interface ContactDeps {
  platform: Platform;
  secret: string;
  rateLimit: { limit: number; windowSeconds: number };
  projectionTimeoutMs: number;
}

/** The contact slice: a public write and the admins' reads. */
export function contactRoutes(deps: ContactDeps): Router {
  const router = contractRouter();
  const clientHash = (req: Request) =>
    createHash('sha256')
      .update(`${deps.secret}:${req.ip ?? ''}`)
      .digest('hex')
      .slice(0, 32);

  router.post('/api/contact', rateLimit(deps.rateLimit), async (req, res) => {
    const messageId = uuidv7();
    const decision = decideSubmitContactMessage({
      type: 'SubmitContactMessage',
      data: req.body,
      metadata: { messageId, clientHash: clientHash(req) },
    });
    if (!decision.ok) throw problems.validation(decision.errors);
    try {
      const { events } = await recordAndProject(deps.platform.eventLog, CONTACT_TOPIC, decision.events, {
        actor: `anonymous:${clientHash(req)}`,
        correlationId: String(req.id),
        projections: [contactMessagesProjection.name, contactSearchProjection.name],
        timeoutMs: deps.projectionTimeoutMs,
      });
      res.status(201).json({ id: messageId, receivedAt: events[0]!.time });
    } catch (error) {
      // Recorded but not yet stored: the message is safe; say so instead of failing.
      if (error instanceof ProjectionTimeoutError)
        return void res.status(202).json({ id: messageId, receivedAt: new Date().toISOString() });
      throw error;
    }
  });

  router.get('/api/admin/contact-messages', async (req, res) => {
    const list = readRaList(req.query);
    const { total, items } = await listContactMessages(deps.platform, {
      ...(list.filter.q ? { q: String(list.filter.q) } : {}),
      ...(Array.isArray(list.filter.id) ? { ids: list.filter.id.map(String) } : {}),
      ...(list.sort ? { sort: list.sort } : {}),
      skip: list.skip,
      limit: list.limit,
    });
    sendRaPage(res, 'contact-messages', list.skip, items, total);
  });

  router.get('/api/admin/contact-messages/:id', async (req, res) => {
    const message = await getContactMessage(deps.platform.documents, String(req.params.id));
    if (!message) throw problems.notFound('No contact message has this id.');
    res.json(message);
  });

  return router;
}
