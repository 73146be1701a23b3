import {
  bulkCreateKnowledge,
  bulkDeleteKnowledge,
  bulkTranslateKnowledge,
  bulkUpdateKnowledge,
  createKnowledgeCategory,
  createKnowledgeEntry,
  deleteKnowledgeCategory,
  deleteKnowledgeEntry,
  getKnowledgeEntry,
  KNOWLEDGE_EDITABLE_FIELDS,
  type KnowledgeContext,
  type KnowledgeEntryInput,
  listKnowledgeCategories,
  translateKnowledgeEntry,
  updateKnowledgeCategory,
  updateKnowledgeEntry,
} from '@pintar/core';
import type { Router } from 'express';
import { problems } from '../http/problem.ts';
import { expectedVersion, sendVersioned } from '../http/versions.ts';
import { callerOf, knowledgeProblems } from './context.ts';
import { listEntries } from './list.ts';
import { contractRouter } from '../http/operations/bind.ts';

/** The fields a person edits; react-admin sends the server-kept ones back, and they are ignored. */
function editable(body: Record<string, unknown>): KnowledgeEntryInput {
  const picked: KnowledgeEntryInput = {};
  for (const field of KNOWLEDGE_EDITABLE_FIELDS) if (field in body) picked[field] = body[field];
  return picked;
}

/** The knowledge base's entries, bulk calls, translations and categories (admin). */
export function knowledgeRoutes(ctx: KnowledgeContext): Router {
  const router = contractRouter();
  const base = '/api/admin/knowledge';

  router.get(`${base}/entries`, listEntries(ctx));
  router.post(`${base}/entries`, async (req, res) => {
    res.status(201).json(await createKnowledgeEntry(ctx, editable(req.body), callerOf(req)));
  });
  router.get(`${base}/entries/:id`, async (req, res) => {
    const entry = await getKnowledgeEntry(ctx.platform.documents, String(req.params.id));
    if (!entry) throw problems.notFound(`No knowledge entry has the id ${String(req.params.id)}.`);
    sendVersioned(res, entry);
  });
  router.put(`${base}/entries/:id`, async (req, res) => {
    const id = String(req.params.id);
    const changes = editable(req.body);
    sendVersioned(res, await updateKnowledgeEntry(ctx, id, changes, callerOf(req), expectedVersion(req)));
  });
  router.delete(`${base}/entries/:id`, async (req, res) => {
    res.json(await deleteKnowledgeEntry(ctx, String(req.params.id), callerOf(req), expectedVersion(req)));
  });
  router.post(`${base}/entries/:id/translate`, async (req, res) => {
    const result = await translateKnowledgeEntry(
      ctx,
      String(req.params.id),
      req.body.target_language,
      callerOf(req),
    );
    res.status(201).json(result);
  });

  router.post(`${base}/bulk/create`, async (req, res) => {
    const result = await bulkCreateKnowledge(
      ctx,
      (req.body.entries as Record<string, unknown>[]).map(editable),
      callerOf(req),
    );
    res.status(result.errors.length ? 400 : 201).json(result);
  });
  router.post(`${base}/bulk/update`, async (req, res) => {
    const updates = (req.body.updates as Record<string, unknown>[]).map((u) => ({
      ...editable(u),
      id: String(u.id),
    }));
    res.json(await bulkUpdateKnowledge(ctx, updates, callerOf(req)));
  });
  router.post(`${base}/bulk/delete`, async (req, res) => {
    res.json(await bulkDeleteKnowledge(ctx, req.body.ids as string[], callerOf(req)));
  });
  router.post(`${base}/bulk/translate`, async (req, res) => {
    res.json(
      await bulkTranslateKnowledge(
        ctx,
        req.body.entry_ids as string[],
        req.body.target_language,
        callerOf(req),
      ),
    );
  });

  router.get(`${base}/categories`, async (_req, res) => {
    res.json({ categories: await listKnowledgeCategories(ctx.platform.documents) });
  });
  router.post(`${base}/categories`, async (req, res) => {
    res.status(201).json(await createKnowledgeCategory(ctx, req.body, callerOf(req)));
  });
  router.put(`${base}/categories/:id`, async (req, res) => {
    const { name, description } = req.body as { name?: string; description?: string };
    res.json(await updateKnowledgeCategory(ctx, String(req.params.id), { name, description }, callerOf(req)));
  });
  router.delete(`${base}/categories/:id`, async (req, res) => {
    res.json(await deleteKnowledgeCategory(ctx, String(req.params.id), callerOf(req)));
  });

  router.use(knowledgeProblems);
  return router;
}
