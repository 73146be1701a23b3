// Reads a workbook on a worker thread (see xlsxRows.ts): the request thread never parses XML.
import { parentPort, workerData } from 'node:worker_threads';
import { readWorkbook } from './xlsxSheet.ts';

try {
  parentPort!.postMessage({ records: readWorkbook(workerData as Uint8Array) });
} catch (error) {
  const { name, message } = error as Error;
  parentPort!.postMessage({ error: { refused: name === 'ImportFileError', message } });
}
