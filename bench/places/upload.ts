import { now } from '../pipeline/probes.ts';

/** Upload, then poll the import until it is completed (which means searchable: the job waits for the index). */
export async function importFile(url: string, token: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'bench-places.csv');
  form.append('enhance_with_google', 'false');
  form.append('skip_duplicates', 'true');
  form.append('batch_size', '1000');
  const started = now();
  const res = await fetch(`${url}/api/admin/import/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { import_id } = (await res.json()) as { import_id: string };
  const acceptedMs = now() - started;
  for (;;) {
    const res = await fetch(`${url}/api/admin/import/${import_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // 404 until the imports read model has the record.
    const record = (res.ok ? await res.json() : { status: 'running' }) as {
      status: string;
      stats: Record<string, number>;
      message: string | null;
    };
    if (record.status !== 'running') return { ...record, acceptedMs, seconds: (now() - started) / 1000 };
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Switches off the per-client limit over every /api call (on by default, 600 a minute): the bench
 * is one client sending thousands of requests on purpose.
 */
export async function liftRateLimit(url: string, token: string): Promise<void> {
  const res = await fetch(`${url}/api/system/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ rateLimit: { enabled: false } }),
  });
  // An API without run-time settings has no such limit either.
  if (!res.ok && res.status !== 404) throw new Error(`settings answered ${res.status}: ${await res.text()}`);
}
