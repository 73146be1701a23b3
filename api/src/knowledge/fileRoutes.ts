import {
  allKnowledgeEntries,
  exportCsv,
  exportFileName,
  exportJson,
  importKnowledge,
  type KnowledgeContext,
  knowledgeTemplate,
  parseKnowledgeFile,
  previewKnowledgeFile,
} from '@pintar/core';
import { type Request, type Response, type Router } from 'express';
import { problems } from '../http/problem.ts';
import { attachmentHeader, registerUploadRule, uploadFile } from '../http/upload.ts';
import { callerOf, knowledgeProblems, languageParam } from './context.ts';
import { contractRouter } from '../http/operations/bind.ts';

const KNOWLEDGE_UPLOADS = {
  maxBytes: 5 * 1024 * 1024,
  allowed: ['.json', '.csv'],
  typeMessage: 'Invalid file type. Only JSON and CSV files are allowed.',
  sizeMessage: 'File size too large. Maximum size is 5MB.',
};
registerUploadRule('/api/admin/knowledge/import', KNOWLEDGE_UPLOADS);
const upload = uploadFile(KNOWLEDGE_UPLOADS);

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

function attachment(res: Response, format: 'csv' | 'json', name: string, body: string): void {
  res.setHeader('Content-Type', CONTENT_TYPES[format]);
  res.setHeader('Content-Disposition', attachmentHeader(name));
  res.setHeader('Cache-Control', 'no-store');
  res.send(body);
}

function uploaded(req: Request) {
  if (!req.file) throw problems.validation({ file: 'Choose a file to import' }, 'Choose a file to import.');
  return parseKnowledgeFile(req.file.originalname, req.file.buffer);
}

const flag = (value: unknown) => String(value) === 'true';

/** Import, preview, export and templates of knowledge files. */
export function knowledgeFileRoutes(ctx: KnowledgeContext): Router {
  const router = contractRouter();
  const base = '/api/admin/knowledge';

  router.post(`${base}/import`, upload, async (req, res) => {
    const file = uploaded(req);
    const options = {
      defaultLanguage: languageParam(req.body.default_language, 'default_language'),
      mergeExisting: flag(req.body.merge_existing),
      validateOnly: flag(req.body.validate_only),
    };
    res.json(await importKnowledge(ctx, file, options, callerOf(req)));
  });
  router.post(`${base}/import/preview`, upload, (req, res) => {
    res.json(previewKnowledgeFile(uploaded(req)));
  });

  for (const format of ['json', 'csv'] as const)
    router.get(`${base}/export/${format}`, async (_req, res) => {
      const entries = await allKnowledgeEntries(ctx.platform.documents);
      const body = format === 'json' ? exportJson(entries) : exportCsv(entries);
      attachment(res, format, exportFileName(format, new Date()), body);
    });
  router.get(`${base}/templates/:format`, (req, res) => {
    const format = req.params.format === 'csv' ? 'csv' : 'json';
    attachment(res, format, `pintar-knowledge-template.${format}`, knowledgeTemplate(format));
  });

  router.use(knowledgeProblems);
  return router;
}
