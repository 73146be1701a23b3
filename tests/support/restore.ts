import { ADMIN, postJson } from './server.ts';

// Bodies are checked against openapi.yaml by the server under test; here they are read loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** An installation to back up and restore: its address and its administrator's token. */
export interface Installation {
  url: string;
  adminToken: string;
}

export const RESTORE = '/api/system/restore';
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export const get = async (s: Installation, path: string) =>
  (await (await fetch(`${s.url}${path}`, { headers: auth(s.adminToken) })).json()) as Loose;

export const upload = (s: Installation, body: Uint8Array, token = s.adminToken) =>
  fetch(`${s.url}${RESTORE}`, {
    method: 'POST',
    headers: { ...auth(token), 'content-type': 'application/gzip' },
    body,
  });

/** A user, a place and a knowledge entry, through the API as an administrator adds them. */
export async function fillInstallation(s: Installation): Promise<void> {
  const user = { firstName: 'Rina', lastName: 'Restore', phone: '+60123456789', terms: true };
  const registered = await postJson(`${s.url}/api/auth/register`, {
    ...user,
    email: 'rina@ops.my',
    password: 'Restore-Pass-1',
  });
  const place = {
    name: 'Dataran Cyberjaya Restore Hall',
    category: 'attraction',
    city: 'Cyberjaya',
    state: 'Selangor',
    location: { lat: 2.9213, lng: 101.6559 },
  };
  const entry = {
    title: 'LRT Kelana Jaya line',
    content: 'Trains run every 3 to 5 minutes at peak hours.',
    language: 'en',
    category: 'transport',
    tags: ['lrt', 'rail'],
  };
  const created = [
    registered,
    await postJson(`${s.url}/api/admin/places`, place, auth(s.adminToken)),
    await postJson(`${s.url}/api/admin/knowledge/entries`, entry, auth(s.adminToken)),
  ];
  const failed = created.find((res) => res.status !== 201);
  if (failed) throw new Error(`filling failed: ${failed.status} ${await failed.text()}`);
}

export async function downloadBackup(s: Installation): Promise<Buffer> {
  const res = await fetch(`${s.url}/api/system/backup`, { headers: auth(s.adminToken) });
  if (res.status !== 200) throw new Error(`backup failed: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const OWN_TIMES = { createdAt: 0, updatedAt: 0, lastLogin: 0, joinDate: 0, lastSeen: 0 };

/** The places, knowledge and users read models as the admin reads them. */
export async function readModels(s: Installation) {
  const users = (await get(s, '/api/admin/users')) as Loose[];
  return {
    places: (await get(s, '/api/admin/places?status=all')).places,
    knowledge: await get(s, '/api/admin/knowledge/entries'),
    // The restoring administrator keeps the account it signed in with: its own registration
    // and sign-in times (so it also sorts differently among the newest users: compared by
    // address); everything else about it comes from the backup.
    users: users
      .map((u) => (u.email === ADMIN.email ? { ...u, ...OWN_TIMES } : u))
      .sort((a, b) => a.email.localeCompare(b.email)),
  };
}
