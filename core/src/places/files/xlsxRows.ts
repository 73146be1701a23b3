import { Worker } from 'node:worker_threads';
import { invalidFile } from './errors.ts';
import type { OpenedRows } from './rows.ts';
import { openTable, type TableRecord } from './table.ts';

/** How long reading one workbook may take before it is refused. */
export const XLSX_READ_TIMEOUT_MS = 20_000;

type WorkerAnswer = { records: TableRecord[] } | { error: { refused: boolean; message: string } };

/**
 * Reads the workbook on a worker thread with its own heap limit, so a hostile file can neither
 * stall the requests this process serves nor take its memory; one that takes longer than the
 * timeout is stopped and refused.
 */
export function readWorkbookOffThread(
  bytes: Uint8Array,
  timeoutMs = XLSX_READ_TIMEOUT_MS,
): Promise<TableRecord[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsxWorker.ts', import.meta.url), {
      workerData: bytes,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        invalidFile(
          `The workbook took longer than ${timeoutMs / 1000} s to read; split it into smaller files.`,
        ),
      );
    }, timeoutMs);
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() => {
        if ('records' in answer) return resolve(answer.records);
        const { refused, message } = answer.error;
        reject(refused ? invalidFile(message) : new Error(message));
      }),
    );
    worker.once('error', (error) =>
      finish(() => reject(invalidFile(`The workbook cannot be read: ${error.message}`))),
    );
    worker.once('exit', () => finish(() => reject(invalidFile('The workbook cannot be read.'))));
  });
}

async function* fromList(records: readonly TableRecord[]): AsyncGenerator<TableRecord> {
  yield* records;
}

/** The first worksheet of an .xlsx workbook; header in its first non-empty row. */
export async function openXlsx(bytes: Uint8Array): Promise<Omit<OpenedRows, 'format'>> {
  return openTable(fromList(await readWorkbookOffThread(bytes)), false);
}
