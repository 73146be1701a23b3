import { now, round } from '../pipeline/probes.ts';
import { slowPost } from '../pipeline/slowPost.ts';

/** Imports the files one after the other; an import answers once its entries are searchable. */
export async function importAll(url: string, token: string, files: string[]) {
  const started = now();
  const stats = { created: 0, rejected: 0 };
  for (const [i, file] of files.entries()) {
    const form = new FormData();
    form.append('file', new Blob([file]), `bench-knowledge-${i}.json`);
    const res = await slowPost(
      `${url}/api/admin/knowledge/import`,
      { authorization: `Bearer ${token}` },
      form,
    );
    if (res.status < 200 || res.status >= 300) throw new Error(`import answered ${res.status}: ${res.text}`);
    const result = JSON.parse(res.text) as { stats: { created: number; rejected: number } };
    stats.created += result.stats.created;
    stats.rejected += result.stats.rejected;
  }
  return { ...stats, files: files.length, seconds: round((now() - started) / 1000, 2) };
}
