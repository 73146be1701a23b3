import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/pintar');
    expect(config).toMatchObject({
      port: 5001,
      dataDir: '/srv/pintar/var',
      sqliteSync: 'normal',
      jsonBodyLimitBytes: 102400,
      contactRateLimit: { limit: 5, windowSeconds: 600 },
      workers: 'inline',
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a whole number >= 0, got "eighty"'),
    );
    expect(() => loadConfig({ PINTAR_SQLITE_SYNC: 'off' })).toThrow(
      /PINTAR_SQLITE_SYNC must be one of normal, full/,
    );
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN must be at least 24 characters/);
  });
});
