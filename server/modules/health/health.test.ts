import { createTestApp, type TestContext } from '../../test/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the version and that the database is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.data.database).toEqual({ kind: expect.stringMatching(/pglite|postgres/), status: 'up' });
  });

  it('reports the database down with 503 when it cannot be reached', async () => {
    const original = ctx.database.ping;
    ctx.database.ping = async () => false;
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data.database.status).toBe('down');
    } finally {
      ctx.database.ping = original;
    }
  });
});

describe('GET /metrics', () => {
  it('counts request durations by route in a histogram, which adds up across instances, and keeps no summary', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^http_request_duration_seconds_count\{.*route="\/api\/health".*\} [1-9]/m);
    expect(res.body).not.toContain('http_request_summary_seconds');
  });
});

describe('errors', () => {
  it('answers an unknown API path with the one error shape and 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errors: [expect.stringContaining('/api/no-such-thing')] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('sets security headers on API responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
