import { loadConfig, productionProblems } from './config';
import { startServer } from './index';

const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });

describe('production settings', () => {
  it('names every missing shared secret and the mail transport', () => {
    const problems = productionProblems(production({ STRIPE_SECRET_KEY: 'sk_live_x' }));
    expect(problems).toEqual([expect.stringMatching(/^CAPTCHA_HMAC_KEY is not set/), expect.stringMatching(/^SMTP_URL is not set/), expect.stringMatching(/^STRIPE_WEBHOOK_SECRET is not set/)]);
  });

  it('is ready with them (reCAPTCHA stands in for the captcha key), and development needs none', () => {
    expect(productionProblems(production({ CAPTCHA_HMAC_KEY: 'k', SMTP_URL: 'smtp://mail.example.nz:587' }))).toEqual([]);
    expect(productionProblems(production({ RECAPTCHA_SECRET: 'r', SMTP_URL: 'smtp://mail.example.nz:587', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('asks for Redis once instances share a PostgreSQL server, since each would otherwise count its own limits', () => {
    const ready = { CAPTCHA_HMAC_KEY: 'k', SMTP_URL: 'smtp://mail.example.nz:587', DATABASE_URL: 'postgres://db.example.nz/kea' };
    expect(productionProblems(production(ready))).toEqual([expect.stringMatching(/^REDIS_URL is not set/)]);
    expect(productionProblems(production({ ...ready, REDIS_URL: 'redis://cache.example.nz:6379' }))).toEqual([]);
    expect(productionProblems(production({ CAPTCHA_HMAC_KEY: 'k', SMTP_URL: 'smtp://x', DATABASE_REPLICA_URLS: 'postgres://r1/kea' }))).toEqual([expect.stringMatching(/^DATABASE_REPLICA_URLS is set without DATABASE_URL/)]);
  });

  it('migrates on start except in production (a release step there), and reads TRUST_PROXY as a switch or a list of proxies', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).migrateOnStart).toBe(true);
    expect(production({}).migrateOnStart).toBe(false);
    expect(production({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ' }).trustProxy).toBe('10.0.0.5,10.1.0.0/16');
    expect(loadConfig({ DATABASE_REPLICA_URLS: 'postgres://r1/kea, postgres://r2/kea' }).databaseReplicaUrls).toEqual(['postgres://r1/kea', 'postgres://r2/kea']);
  });

  it('refuses to start, saying why, before touching the database', async () => {
    await expect(startServer(production({ PGLITE_DIR: '/nonexistent/never-created' }))).rejects.toThrow(/^Refusing to start in production:\n- CAPTCHA_HMAC_KEY is not set/);
  });
});
