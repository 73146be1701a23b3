// A POST that may take many minutes to answer (an import waiting for slow read models). fetch
// gives up after 5 minutes without response headers; node:http has no such limit.
import { request } from 'node:http';

export async function slowPost(url: string, headers: Record<string, string>, form: FormData) {
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-type': encoded.headers.get('content-type')! } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
