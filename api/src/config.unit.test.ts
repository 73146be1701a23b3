import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the real engines when all three endpoints are set', () => {
    const config = loadConfig({
      KAFKA_BROKERS: 'k1:9092, k2:9092',
      MONGODB_URI: 'mongodb://m:27017/pintar',
      ELASTICSEARCH_URL: 'http://e:9200',
    });
    expect(config.platform).toMatchObject({
      mode: 'scale-out',
      kafkaBrokers: ['k1:9092', 'k2:9092'],
      kafkaPartitions: 3,
    });
  });

  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/pintar');
    expect(config).toMatchObject({
      port: 5001,
      dataDir: '/srv/pintar/var',
      platform: { mode: 'embedded', dataDir: '/srv/pintar/var', sqliteSync: 'normal' },
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
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.my' })).toThrow(/ADMIN_PASSWORD must be set/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ KAFKA_BROKERS: 'localhost:9092' })).toThrow(
      'KAFKA_BROKERS set but MONGODB_URI, ELASTICSEARCH_URL missing: the real engines need all three',
    );
    expect(() => loadConfig({ TRANSLATE_URL: 'libretranslate:5000' })).toThrow(
      /TRANSLATE_URL must be an http\(s\) URL/,
    );
  });

  it('reads the translation provider only when TRANSLATE_URL is set', () => {
    expect(loadConfig({}).translate).toBeUndefined();
    expect(loadConfig({ TRANSLATE_URL: 'http://127.0.0.1:5000', TRANSLATE_API_KEY: 'k' }).translate).toEqual({
      url: 'http://127.0.0.1:5000',
      apiKey: 'k',
    });
  });
});
