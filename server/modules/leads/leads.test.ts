import { OPTIONAL_PHONE_SCHEMA_PATTERN } from '../../../contract/phone';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { jobs } from '../../db/schema/jobs';
import { leadOutbox, leads } from '../../db/schema/leads';
import { runAppJobs } from '../jobs/plugin';
import { startFakeCrm } from './test-crm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60000);
afterAll(() => ctx.close());

async function captcha(app = ctx.app): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const post = (payload: unknown, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/third_party/crm_lead', payload: payload as object, remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}` });
const leadCount = async () => (await ctx.app.db.select({ n: count() }).from(leads))[0].n;

const base = { source_url: 'https://keatrails.test/new-zealand-tours/coast-to-coast/', first_name: 'Aroha', last_name: 'Smith', email: 'aroha@example.com' };
const bodies = {
  init_all_lead: { type: 'init_all_lead', ...base, phone: '+64 21 555 0101', subscribe: true, adventure_selected: true, hakaPlus_selected: false, snowTour_selected: true, privateGroup_selected: false },
  contact_us_lead: { type: 'contact_us_lead', ...base, subscribe: false, adventure_selected: false, hakaPlus_selected: true, snowTour_selected: false, privateGroup_selected: false, message_text: 'Can we bring a bike?' },
  init: { type: 'init', ...base, phone: '', subscribe: true, tour_id: 2 },
  post_snow: { type: 'post_snow', ...base, phone: '+44 20 7946 0958', subscribe: false, tour_id: 11, when_visiting: 'This month;Not sure yet', snow_ability_level: 'Intermediate', ski_or_board: 'Both' },
  post: {
    type: 'post',
    ...base,
    phone: '',
    subscribe: true,
    tour_id: '2',
    when_visiting: 'Within the next 6 months',
    where_visiting: 'Both Islands',
    how_long_visiting: '2 - 4 weeks',
    travel_style: 'Movie Buff;Nature Fanatic',
  },
} as const;

describe('GET /api/captcha/challenge', () => {
  it('hands out a signed ALTCHA challenge that expires in 10 minutes and is not cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256', nonce: expect.any(String), salt: expect.any(String), keyPrefix: expect.any(String) }, signature: expect.any(String) });
    const minutes = (challenge.parameters.expiresAt * 1000 - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
  });
});

describe('POST /api/third_party/crm_lead', () => {
  it.each(Object.keys(bodies) as (keyof typeof bodies)[])('stores a valid %s lead and queues it for the CRM', async (type) => {
    const res = await post({ ...bodies[type], captcha: await captcha() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, data: { lead_id: expect.any(Number) } });
    const [lead] = await ctx.app.db.select().from(leads).where(eq(leads.id, body.data.lead_id));
    expect(lead).toMatchObject({ type, email: 'aroha@example.com', sourceUrl: base.source_url });
    expect(lead.payload).not.toHaveProperty('captcha');
    expect(lead.payload).toMatchObject({ type, first_name: 'Aroha', last_name: 'Smith' });
    const [outbox] = await ctx.app.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead.id));
    expect(outbox).toMatchObject({ attempts: 0, deliveredAt: null });
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.dedupeKey, `lead_forward:${lead.id}`));
    expect(job).toMatchObject({ type: 'lead_forward', payload: { leadId: lead.id }, status: 'pending' });
  });

  it('stores the tour id as a number and the email trimmed and lower case', async () => {
    const res = await post({ ...bodies.post, email: '  Aroha@Example.COM ', captcha: await captcha() });
    const [lead] = await ctx.app.db.select().from(leads).where(eq(leads.id, res.json().data.lead_id));
    expect(lead.payload).toMatchObject({ tour_id: 2, email: 'aroha@example.com', travel_style: 'Movie Buff;Nature Fanatic' });
  });

  it('refuses a missing, wrong or replayed captcha and stores nothing', async () => {
    const before = await leadCount();
    const message = { success: false, errors: ['Please complete the captcha check and try again.'] };
    const missing = await post({ ...bodies.init });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.join(' ')).toContain('captcha');
    expect((await post({ ...bodies.init, captcha: 'not-a-captcha' })).json()).toEqual(message);
    const token = await captcha();
    expect((await post({ ...bodies.init, captcha: token })).statusCode).toBe(200);
    const replay = await post({ ...bodies.init, captcha: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(message);
    expect(await leadCount()).toBe(before + 1);
  });

  it.each([
    ['no type', { ...bodies.init, type: undefined }, 'body.type'],
    ['an unknown type', { ...bodies.init, type: 'spam' }, 'body.type'],
    ['no email', { ...bodies.init, email: undefined }, 'body.email'],
    ['a bad email', { ...bodies.init, email: 'not-an-email' }, 'body.email'],
    ['a blank first name', { ...bodies.init, first_name: '   ' }, 'body.first_name'],
    ['no last name', { ...bodies.contact_us_lead, last_name: undefined }, 'body.last_name'],
    ['no source_url', { ...bodies.init_all_lead, source_url: undefined }, 'body.source_url'],
    ['letters in the phone', { ...bodies.init, phone: 'call me' }, 'body.phone'],
    ['init without a tour', { ...bodies.init, tour_id: undefined }, 'body.tour_id'],
    ['a tour id that is not a number', { ...bodies.init, tour_id: 'abc' }, 'body.tour_id'],
    ['contact without a message', { ...bodies.contact_us_lead, message_text: '' }, 'body.message_text'],
    ['post without where', { ...bodies.post, where_visiting: undefined }, 'body.where_visiting'],
    ['post with an unknown place', { ...bodies.post, where_visiting: 'Australia' }, 'body.where_visiting'],
    ['post without how long', { ...bodies.post, how_long_visiting: undefined }, 'body.how_long_visiting'],
    ['post with an unknown timeframe', { ...bodies.post, when_visiting: 'This month;Next year' }, 'body.when_visiting'],
    ['post with an unknown travel style', { ...bodies.post, travel_style: 'Couch Potato' }, 'body.travel_style'],
    ['post_snow without ability', { ...bodies.post_snow, snow_ability_level: undefined }, 'body.snow_ability_level'],
    ['post_snow with unknown gear', { ...bodies.post_snow, ski_or_board: 'Sled' }, 'body.ski_or_board'],
    ['a flag that is not a boolean', { ...bodies.init_all_lead, adventure_selected: 'yes' }, 'body.adventure_selected'],
    ['a field of another form', { ...bodies.init, message_text: 'hi' }, 'body.message_text'],
    ['a huge message', { ...bodies.contact_us_lead, message_text: 'x'.repeat(6000) }, 'body.message_text'],
  ])('answers 400 for %s', async (_label, payload, field) => {
    const before = await leadCount();
    const res = await post({ ...payload, captcha: 'unused' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors.join(' ')).toContain(field);
    expect(await leadCount()).toBe(before);
  });

  it('words its messages like every other route: a path, then what is wrong', async () => {
    const res = await post({ ...bodies.init, email: undefined, phone: 'call me', nickname: 'Al', captcha: 'unused' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errors: ['body.email is required', 'body.nickname is not allowed', `body.phone must match pattern "${OPTIONAL_PHONE_SCHEMA_PATTERN}"`],
    });
    // The same words as an Ajv-validated route's answer.
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { password: 'long-enough', nickname: 'Al' } });
    expect(signIn.json().errors).toEqual(['body.email is required']);
  });

  it('answers 400 for bodies that are not a JSON object', async () => {
    for (const [payload, type] of [
      ['{"type":', 'application/json'],
      ['[]', 'application/json'],
      ['null', 'application/json'],
      ['42', 'application/json'],
      ['type=init', 'application/x-www-form-urlencoded'],
      ['', 'application/json'],
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/third_party/crm_lead', headers: { 'content-type': type }, payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const none = await ctx.app.inject({ method: 'POST', url: '/api/third_party/crm_lead' });
    expect(none.statusCode).toBe(400);
  });
});

describe('with CRM_LEAD_URL set', () => {
  it("forwards a new lead to the CRM on the job worker's next pass, and closes cleanly", async () => {
    const crm = await startFakeCrm();
    const withCrm = await createTestApp({ crmLeadUrl: crm.url });
    try {
      const res = await post({ ...bodies.contact_us_lead, captcha: await captcha(withCrm.app) }, withCrm.app);
      expect(res.statusCode).toBe(200);
      // The answer did not wait for the CRM: the lead's job is sent by the worker.
      expect(crm.requests).toHaveLength(0);
      expect(await runAppJobs(withCrm.app)).toMatchObject({ done: 1, retried: 0 });
      await crm.delivered(1);
      const [outbox] = await withCrm.app.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, res.json().data.lead_id));
      expect(outbox).toMatchObject({ attempts: 1, lastError: null, deliveredAt: expect.any(Date) });
      expect(crm.requests[0].body).toEqual({
        type: 'contact_us_lead',
        ...base,
        subscribe: false,
        adventure_selected: false,
        hakaPlus_selected: true,
        snowTour_selected: false,
        privateGroup_selected: false,
        message_text: 'Can we bring a bike?',
      });
      expect(crm.requests[0].idempotencyKey).toBe(`kea-lead-${res.json().data.lead_id}`);
    } finally {
      await withCrm.close();
      await crm.close();
    }
  }, 60000);
});
