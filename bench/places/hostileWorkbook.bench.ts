// `npm run bench:hostile-workbook`: how long other requests wait while crafted workbooks are
// refused. The API runs as a user runs it (its own process, embedded backbone); a client asks
// GET /api/auth/providers back to back, first alone, then while BENCH_UPLOADS (20) workbooks with
// cells in column ZZZZZZ are posted to the preview and upload routes, two at a time. The test
// (tests/api/hostileFiles.test.ts) proves the order; this prints the milliseconds.
//
// Prints a JSON summary. It is a measurement: a missed target is reported, not an error.
import { cpus, loadavg } from 'node:os';
import { farColumnWorkbook } from '../../core/src/places/files/hostileXlsx.ts';
import { signInBenchAdmin, startBenchApi } from '../pipeline/benchApi.ts';
import { now, round, summary } from '../pipeline/probes.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
/** The answer time the request thread must keep while a workbook is read elsewhere. */
const TARGET_P95_MS = 100;

const { url, child } = await startBenchApi('hostile-workbook', {});
try {
  const token = await signInBenchAdmin(url);
  const file = farColumnWorkbook(8);
  const upload = async (path: string) => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'places.xlsx');
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    if (res.status !== 400) throw new Error(`the workbook was answered ${res.status}, not refused`);
  };
  /** Answer times of the static route, back to back, until `done` resolves. */
  const probe = async (done: Promise<unknown>) => {
    let finished = false;
    void done.finally(() => (finished = true));
    const times: number[] = [];
    while (!finished) {
      const started = now();
      await (await fetch(`${url}/api/auth/providers`)).arrayBuffer();
      times.push(now() - started);
    }
    return times;
  };
  const quiet = await probe(new Promise((resolve) => setTimeout(resolve, 2_000)));
  const refusals = (async () => {
    for (let i = 0; i < UPLOADS; i += 1) {
      await Promise.all([upload('/api/admin/import/preview'), upload('/api/admin/import/upload')]);
    }
  })();
  const during = await probe(refusals);
  await refusals;
  const duringSummary = summary(during);
  console.log(
    JSON.stringify(
      {
        bench: 'hostile-workbook',
        workbookBytes: file.byteLength,
        uploads: UPLOADS * 2,
        otherRequests: { alone: summary(quiet), whileRefusing: duringSummary },
        target: `other requests p95 < ${TARGET_P95_MS} ms while workbooks are refused`,
        met: (duringSummary.p95 ?? Infinity) < TARGET_P95_MS,
        machine: { cpus: cpus().length, loadavg: loadavg().map((l) => round(l, 2)) },
      },
      null,
      2,
    ),
  );
} finally {
  child.kill('SIGTERM');
}
