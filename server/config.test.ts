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

  it('refuses to start, saying why, before touching the database', async () => {
    await expect(startServer(production({ PGLITE_DIR: '/nonexistent/never-created' }))).rejects.toThrow(/^Refusing to start in production:\n- CAPTCHA_HMAC_KEY is not set/);
  });
});
