import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticApps } from './staticApps.ts';

describe('serving the web app', () => {
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'pintar-web-'));
    const admin = mkdtempSync(join(tmpdir(), 'pintar-admin-'));
    writeFileSync(join(admin, 'index.html'), '<!doctype html><title>Pintar Admin</title>');
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Pintar</title>');
    writeFileSync(join(web, 'events-reference.html'), '<!doctype html><title>Events</title>');
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'index-abc123.js'), 'export {};');
    const app = express().use(staticApps({ web, admin }));
    const server = app.listen(0);
    await new Promise((ok) => server.once('listening', ok));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers an app route with the app and 200', async () => {
    const res = await fetch(`${url}/favorites`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Pintar</title>');
  });

  it('answers an unknown path with the app (which shows its 404 page) and status 404', async () => {
    const res = await fetch(`${url}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Pintar</title>');
  });

  it.each(['/admin', '/admin/places', '/admin/places/osm-1/show', '/admin/users/create', '/admin/system'])(
    'answers the admin screen %s with the admin app and 200',
    async (path) => {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Pintar Admin</title>');
    },
  );

  it.each(['/admin/nope', '/admin/places/1/nope', '/admin/contact-messages/7'])(
    'answers the unknown admin path %s with the admin app (its Not Found page) and 404',
    async (path) => {
      const res = await fetch(`${url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<title>Pintar Admin</title>');
    },
  );

  it('serves the event reference with its own policy, which alone allows compiling code', async () => {
    const res = await fetch(`${url}/events-reference.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-eval'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('keeps hashed assets for good but has the service worker checked again', async () => {
    expect((await fetch(`${url}/assets/index-abc123.js`)).headers.get('cache-control')).toContain(
      'immutable',
    );
    expect((await fetch(`${url}/sw.js`)).headers.get('cache-control')).toBe('no-cache');
  });
});
