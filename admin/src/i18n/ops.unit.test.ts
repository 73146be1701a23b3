import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALERT_TYPES } from '../alerts/alertsApi';
import { ADMIN_LOCALES } from './locales';
import { ops } from './ops';

const SRC = join(import.meta.dirname, '..');
const OPS_FOLDERS = ['overview', 'monitoring', 'analytics', 'system', 'alerts'];

/**
 * The pintar.ops keys the tabs' sources ask for: `translate('pintar.ops.x')`, a `t('x')` helper
 * over a `pintar.ops.<part>.${key}` prefix, and `${K}.x` over `const K = 'pintar.ops.<part>'`.
 */
function keysIn(source: string): string[] {
  const keys = [...source.matchAll(/translate\(\s*'(pintar\.ops\.[\w.]+)'/g)].map((m) => m[1]!);
  const prefix = /`(pintar\.ops\.[\w.]+)\.\$\{key\}`/.exec(source)?.[1];
  if (prefix) keys.push(...[...source.matchAll(/\bt\('([\w.]+)'/g)].map((m) => `${prefix}.${m[1]}`));
  const constant = /const K = '(pintar\.ops\.[\w.]+)'/.exec(source)?.[1];
  if (constant) keys.push(...[...source.matchAll(/`\$\{K\}\.([\w.]+)`/g)].map((m) => `${constant}.${m[1]}`));
  return keys;
}

const used = new Set(
  OPS_FOLDERS.flatMap((folder) =>
    readdirSync(join(SRC, folder))
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .flatMap((name) => keysIn(readFileSync(join(SRC, folder, name), 'utf8'))),
  ),
);
// The alert type filter names each type through a template.
for (const type of ALERT_TYPES) used.add(`pintar.ops.alerts.types.${type}`);

const lookup = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

const leaves = (node: object, path: string): string[] =>
  Object.entries(node).flatMap(([k, v]) =>
    typeof v === 'object' ? leaves(v as object, `${path}.${k}`) : [`${path}.${k}`],
  );

describe('the operations tabs’ texts', () => {
  it('finds the keys the tabs use (the scan itself works)', () => {
    expect(used.size).toBeGreaterThan(100);
    expect(used).toContain('pintar.ops.system.restore.confirm_title');
    expect(used).toContain('pintar.ops.monitoring.host.cpu');
  });

  it.each(ADMIN_LOCALES.map((l) => [l.locale, l.messages] as const))(
    'has every key the tabs use in %s',
    (_locale, messages) => {
      const missing = [...used].filter((key) => typeof lookup(messages, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );

  it('has no text that no tab uses (a renamed key is caught on both sides)', () => {
    expect(leaves(ops, 'pintar.ops').filter((key) => !used.has(key))).toEqual([]);
  });
});
