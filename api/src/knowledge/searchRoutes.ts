import {
  getKnowledgeEntry,
  HELP_PAGE,
  KNOWLEDGE_HELP_CATEGORY,
  knowledgeLanguageStats,
  knowledgeSearchAnalytics,
  knowledgeStats,
  knowledgeTagCounts,
  knowledgeTimeframeDays,
  knowledgeTranslationGroup,
  type KnowledgeContext,
  popularKnowledgeQueries,
  runContextualKnowledge,
  runHelpSearch,
  runKnowledgeSearch,
  runRelatedKnowledge,
} from '@pintar/core';
import type { Router } from 'express';
import { problems } from '../http/problem.ts';
import { callerOf, knowledgeProblems, languageParam } from './context.ts';
import { searchAnswerWriter } from './searchAnswer.ts';
import { contractRouter } from '../http/operations/bind.ts';

function timeframe(value: unknown): { timeframe: string; days: number } {
  const raw = typeof value === 'string' && value ? value : '30d';
  const days = knowledgeTimeframeDays(raw);
  if (!days)
    throw problems.validation({ timeframe: 'Timeframe must be days (30d) or hours (24h), up to a year' });
  return { timeframe: raw, days };
}

/** Searches, statistics and the public help page. */
export function knowledgeSearchRoutes(ctx: KnowledgeContext): Router {
  const router = contractRouter();
  const base = '/api/admin/knowledge';
  const answerBytes = searchAnswerWriter();

  router.post(`${base}/search`, async (req, res) => {
    const { query, category, location, limit, include_fuzzy, include_content } = req.body;
    const input = {
      query: String(query),
      language: languageParam(req.body.language),
      category: category || undefined,
      location,
      limit: limit ?? 20,
      fuzzy: include_fuzzy ?? true,
      includeContent: include_content === true,
    };
    const answer = await runKnowledgeSearch(ctx, input, callerOf(req));
    // Written whole: an ETag (a hash of every byte) means nothing to a POST.
    res.set('Content-Type', 'application/json; charset=utf-8').end(answerBytes(answer));
  });
  router.post(`${base}/contextual`, async (req, res) => {
    const { location, categories, scenario, limit } = req.body;
    const input = {
      location,
      categories,
      scenario,
      language: languageParam(req.body.language),
      limit: limit ?? 10,
    };
    res.json(await runContextualKnowledge(ctx, input, callerOf(req)));
  });
  router.get(`${base}/entries/:id/related`, async (req, res) => {
    const input = {
      language: languageParam(req.query.language),
      limit: Number(req.query.limit ?? 10),
      includeLocationContext: String(req.query.include_location_context) === 'true',
    };
    res.json(await runRelatedKnowledge(ctx, String(req.params.id), input, callerOf(req)));
  });

  router.get(`${base}/stats`, async (_req, res) => {
    res.json(await knowledgeStats(ctx.platform.documents, new Date()));
  });
  router.get(`${base}/languages/stats`, async (_req, res) => {
    res.json({ languages: await knowledgeLanguageStats(ctx.platform.documents) });
  });
  router.get(`${base}/tags`, async (req, res) => {
    res.json({ tags: await knowledgeTagCounts(ctx.platform.documents, languageParam(req.query.language)) });
  });
  router.get(`${base}/popular`, async (req, res) => {
    const { timeframe: tf, days } = timeframe(req.query.timeframe);
    const options = {
      days,
      language: languageParam(req.query.language),
      limit: Number(req.query.limit ?? 20),
      now: new Date(),
    };
    res.json({ timeframe: tf, queries: await popularKnowledgeQueries(ctx.platform.documents, options) });
  });
  router.get(`${base}/analytics`, async (req, res) => {
    const { timeframe: tf, days } = timeframe(req.query.timeframe);
    res.json({
      timeframe: tf,
      ...(await knowledgeSearchAnalytics(ctx.platform.documents, days, new Date())),
    });
  });

  router.get('/api/help', async (req, res) => {
    const input = {
      q: req.query.q as string | undefined,
      language: languageParam(req.query.language),
      limit: Number(req.query.limit ?? HELP_PAGE.default),
      offset: Number(req.query.offset ?? 0),
    };
    res.json(await runHelpSearch(ctx, input, callerOf(req)));
  });
  router.get('/api/help/:id', async (req, res) => {
    const entry = await getKnowledgeEntry(ctx.platform.documents, String(req.params.id));
    // Drafts, archived entries and other categories stay out of the public page.
    if (!entry || entry.status !== 'active' || entry.category !== KNOWLEDGE_HELP_CATEGORY)
      throw problems.notFound('No help article has this id.');
    const translations = (await knowledgeTranslationGroup(ctx.platform.documents, entry.translation_group))
      .filter((e) => e.id !== entry.id && e.status === 'active')
      .map(({ id, language, title }) => ({ id, language, title }));
    res.json({ ...entry, translations });
  });

  router.use(knowledgeProblems);
  return router;
}
