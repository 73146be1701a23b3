import {
  allPlaces,
  checkSize,
  detectFormat,
  getImport,
  importHistory,
  ImportFileError,
  ImportJob,
  type ImportOptions,
  type ImportRequest,
  type ImportResult,
  MAX_PLACES_UPLOAD_BYTES,
  noValidRow,
  openRows,
  type RawRow,
  uuidv7,
} from '@pintar/core';
import { type Request, type Response, type Router } from 'express';
import type { Logger } from 'pino';
import { HttpProblem, problems } from '../http/problem.ts';
import { registerUploadRule, uploadFile } from '../http/upload.ts';
import { actorOf, importDeps, type PlacesContext } from './context.ts';
import { runningImport, runningImports } from './interrupted.ts';
import { withStarters } from './importStarters.ts';
import { raPlaceQuery } from './listQuery.ts';
import { previewRows } from './preview.ts';
import { placeFile, templateFile } from './files.ts';
import { contractRouter } from '../http/operations/bind.ts';

export const IMPORT_HISTORY_LIMIT = 20;
export const IMPORT_BATCH_SIZE = 100;
const BULK_IMPORT_MAX = 1000;

const FILE_TYPE_MESSAGE = 'Invalid file type. Only CSV, JSON, and Excel files are allowed.';
const FILE_SIZE_MESSAGE = 'File size too large. Maximum size is 10MB.';

const PLACE_UPLOADS = {
  maxBytes: MAX_PLACES_UPLOAD_BYTES,
  allowed: ['.csv', '.json', '.xlsx', '.xls'],
  typeMessage: FILE_TYPE_MESSAGE,
  sizeMessage: FILE_SIZE_MESSAGE,
};
registerUploadRule('/api/admin/import/', PLACE_UPLOADS);
const upload = uploadFile(PLACE_UPLOADS);

/** A file-level refusal as the Problem the client shows. */
function asProblem(error: unknown): unknown {
  if (!(error instanceof ImportFileError)) return error;
  return new HttpProblem(error.code === 'file-too-large' ? 413 : 400, error.code, error.message);
}

/** The uploaded file, checked: type and size, then readable rows (empty, header-only, columns). */
async function openUpload(req: Request) {
  const file = req.file;
  if (!file) throw problems.validation({ file: 'Choose a file to import' }, 'Choose a file to import.');
  try {
    checkSize(file.size);
    const format = detectFormat(file.originalname, file.buffer);
    return { file, format, opened: await openRows(file.buffer, format) };
  } catch (error) {
    throw asProblem(error);
  }
}

const flag = (value: unknown, fallback: boolean) =>
  value === undefined || value === '' ? fallback : String(value) === 'true';

function batchSize(value: unknown): number {
  const size = value === undefined || value === '' ? IMPORT_BATCH_SIZE : Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw problems.validation({ batch_size: 'Batch size must be a whole number from 1 to 1000' });
  return size;
}

type ImportFile = Pick<ImportRequest, 'importId' | 'fileName' | 'format' | 'sizeBytes'>;

export const newImportId = () => `imp_${uuidv7().replaceAll('-', '')}`;

/** An import record as the history and the bulk call answer it. */
function importRecord(
  result: ImportResult,
  request: { fileName: string; startedBy: string; startedAt: string },
) {
  return {
    id: result.importId,
    file_name: request.fileName,
    format: 'json',
    status: result.status,
    stats: result.stats,
    processed: result.stats.imported + result.stats.updated + result.stats.skipped + result.stats.rejected,
    errors: result.errors,
    message: result.message,
    started_at: request.startedAt,
    finished_at: new Date().toISOString(),
    started_by: request.startedBy,
  };
}

async function* bodyRows(places: unknown[]): AsyncGenerator<RawRow> {
  for (const [index, item] of places.entries()) {
    const { location, ...values } = item as Record<string, unknown>;
    const point = (location ?? {}) as Record<string, unknown>;
    yield { line: index + 1, values: { lat: point.lat, lng: point.lng, ...values } as RawRow['values'] };
  }
}

/** Import, preview, history, export and templates of places. */
export function placeImportRoutes(ctx: PlacesContext, logger: Logger): Router {
  const router = contractRouter();
  const deps = importDeps(ctx);
  const jobFor = (req: Request, file: ImportFile, options: ImportOptions) =>
    new ImportJob(deps, { ...file, options, actor: actorOf(req), correlationId: String(req.id) });

  router.post('/api/admin/import/upload', upload, async (req, res) => {
    const { file, format, opened } = await openUpload(req);
    const importId = newImportId();
    const job = jobFor(
      req,
      { importId, fileName: file.originalname, format, sizeBytes: file.size },
      {
        enhanceWithGoogle: flag(req.body.enhance_with_google, true),
        skipDuplicates: flag(req.body.skip_duplicates, true),
        batchSize: batchSize(req.body.batch_size),
      },
    );
    // Counted as running from before its first event, so no check takes it for an interrupted one.
    runningImports.add(importId);
    await job.start().catch((error: unknown) => {
      runningImports.delete(importId);
      throw error;
    });
    // The rest runs after the answer; progress goes out as events (socket.io `import:progress`).
    void runningImport(importId, () => job.process(opened.rows)).then((result) =>
      logger.info(
        { importId, status: result.status, stats: result.stats, ms: result.durationMs },
        'import finished',
      ),
    );
    res.status(202).json({ import_id: importId, status: 'uploading', file_name: file.originalname, format });
  });

  router.post('/api/admin/import/preview', upload, async (req, res) => {
    const { format, opened } = await openUpload(req);
    res.json({ format, ...(await previewRows(opened)) });
  });

  router.post('/api/admin/import/bulk', async (req, res) => {
    const places = req.body.places as unknown[];
    if (places.length > BULK_IMPORT_MAX)
      throw problems.validation({ places: `At most ${BULK_IMPORT_MAX} places at once` });
    const importId = newImportId();
    const startedAt = new Date().toISOString();
    const job = jobFor(
      req,
      {
        importId,
        fileName: 'bulk.json',
        format: 'json',
        sizeBytes: Number(req.headers['content-length'] ?? 0),
      },
      {
        enhanceWithGoogle: req.body.enhance_with_google ?? false,
        skipDuplicates: req.body.skip_duplicates ?? true,
        batchSize: IMPORT_BATCH_SIZE,
      },
    );
    const result = await runningImport(importId, () => job.run(bodyRows(places)));
    // No valid row is the caller's input, not an outage: a 400 that names the rows and reasons.
    if (result.status === 'failed' && noValidRow(result.stats))
      throw problems.validation(
        Object.fromEntries(result.errors.map(({ line, reason }) => [`places[${line - 1}]`, reason])),
        result.message ?? 'No row was valid.',
      );
    if (result.status === 'failed') throw problems.unavailable(`Import failed: ${result.message}`);
    res.json(importRecord(result, { fileName: 'bulk.json', startedBy: actorOf(req), startedAt }));
  });

  router.get('/api/admin/import/history', async (req, res) => {
    const limit = Number(req.query.limit ?? IMPORT_HISTORY_LIMIT);
    const imports = await importHistory(ctx.platform.documents, limit);
    res.json({ imports: await withStarters(ctx.platform.documents, imports) });
  });

  router.get('/api/admin/import/:id', async (req, res) => {
    const found = await getImport(ctx.platform.documents, String(req.params.id));
    if (!found) throw problems.notFound('No import has this id.');
    res.json((await withStarters(ctx.platform.documents, [found]))[0]);
  });

  router.get('/api/admin/export/:format', async (req, res: Response) => {
    const format = String(req.params.format) as 'csv' | 'json';
    const { filters } = raPlaceQuery({ filter: req.query.filter ?? {} });
    await placeFile(res, format, allPlaces(ctx.platform.documents, filters));
  });

  router.get('/api/admin/templates/:format', (req, res) => {
    templateFile(res, String(req.params.format) as 'csv' | 'json');
  });

  return router;
}
