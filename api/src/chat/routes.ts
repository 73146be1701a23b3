import type { ChatErrorCode } from '@pintar/contracts';
import { chatAnswerStats, type DocumentStore, knowledgeTimeframeDays } from '@pintar/core';
import type { Router } from 'express';
import { bearer } from '../http/bearer.ts';
import { HttpProblem, problems } from '../http/problem.ts';
import type { IdentityContext } from '../identity/context.ts';
import { chatCaller, checkToken } from './callers.ts';
import type { ChatCaller, DemoAllowance } from './limits.ts';
import { checkChatRequest } from './request.ts';
import type { AskChat } from './service.ts';
import { contractRouter } from '../http/operations/bind.ts';

export interface ChatRouteDeps {
  ask: AskChat;
  identity: IdentityContext;
  hash: (value: string) => string;
  demoAllowance: (caller: Extract<ChatCaller, { kind: 'demo' }>) => DemoAllowance;
}

const ignore = () => undefined;
const silentSink = { status: ignore, chunk: ignore, card: ignore };

/** The outcome codes of a refused chat as Problem Details. */
export function chatProblem(code: ChatErrorCode, message: string, retryAfter?: number): HttpProblem {
  const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
  switch (code) {
    case 'RATE_LIMIT_EXCEEDED':
      return new HttpProblem(429, code, message, { headers });
    case 'DEMO_LIMIT_REACHED':
      return new HttpProblem(403, code, message, { headers });
    case 'API_UNAVAILABLE':
      return new HttpProblem(503, code, message, { headers });
    case 'VALIDATION_FAILED':
      return problems.validation({ message }, message);
    case 'INTERNAL_ERROR':
      return new HttpProblem(500, 'internal-error', message);
  }
}

/** `POST /api/chat`: the whole answer at once, for clients without the socket. */
export function chatRoutes(deps: ChatRouteDeps): Router {
  const router = contractRouter();
  router.post('/api/chat', async (req, res) => {
    const token = await checkToken(deps.identity, bearer(req.headers.authorization));
    if (token.state === 'invalid') throw problems.unauthorized();
    const check = checkChatRequest(req.body);
    if (!check.ok) throw problems.validation(check.errors, Object.values(check.errors)[0]);
    const caller = chatCaller(
      token.state === 'valid' ? token.who : null,
      req.header('x-pintar-client'),
      req.ip ?? 'unknown',
      deps.hash,
    );
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) controller.abort();
    });
    const outcome = await deps.ask(
      { request: check.request, caller, channel: 'http', correlationId: String(req.id) },
      silentSink,
      controller.signal,
    );
    if (outcome.ok) return void res.json(outcome.answer);
    if (outcome.code === 'STOPPED') return;
    throw chatProblem(outcome.code, outcome.message, outcome.retryAfter);
  });
  // The demo's count as the server keeps it for this browser (and address): read, never used up.
  router.get('/api/chat/demo', (req, res) => {
    const caller = chatCaller(null, req.header('x-pintar-client'), req.ip ?? 'unknown', deps.hash);
    if (caller.kind !== 'demo') throw new Error('unreachable: no token was given');
    res.set('Cache-Control', 'no-store').json(deps.demoAllowance(caller));
  });
  return router;
}

/** `GET /api/admin/chat/stats`: what the assistant answered, from the ChatAnswered counts. */
export function chatStatsRoutes(documents: DocumentStore): Router {
  const router = contractRouter();
  router.get('/api/admin/chat/stats', async (req, res) => {
    const timeframe = typeof req.query.timeframe === 'string' ? req.query.timeframe : '30d';
    const days = knowledgeTimeframeDays(timeframe);
    if (days === null)
      throw problems.validation({ timeframe: 'Use days (30d) or hours (24h), up to a year.' });
    res.json({ timeframe, ...(await chatAnswerStats(documents, { days, now: new Date() })) });
  });
  return router;
}
