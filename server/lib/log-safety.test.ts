import { maskEmail, scrubText, serializeError } from './log-safety';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('To: Jane <jane@mail.example.co.nz>, bob@x.org')).toBe('To: Jane <j***@mail.example.co.nz>, b***@x.org');
  });
  it('masks an address inside a link (percent-encoded) and keeps the rest of the link', () => {
    expect(maskEmail('https://site.example/user/reset-password/?token=abc123&email=aroha%40example.com')).toBe(
      'https://site.example/user/reset-password/?token=abc123&email=a***%40example.com',
    );
  });
  it('leaves text without an address alone', () => {
    expect(maskEmail('Reset your Kea Trails password')).toBe('Reset your Kea Trails password');
  });
});

describe('serializeError', () => {
  function failedQuery() {
    const error = new Error('Failed query: insert into "waitlist_entries" ("email", "first_name") values ($1, $2)\nparams: wai@example.org,Wairimu\n    at fake (x.ts:1:1)');
    Object.assign(error, { params: ['wai@example.org', 'Wairimu'], query: 'insert …', detail: 'Key (email)=(wai@example.org) already exists.' });
    (error as Error & { cause: unknown }).cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(wai@example.org)', severity: 'ERROR' });
    return error;
  }

  it("keeps type, message, stack and codes, without a failed query's values or any other property", () => {
    const out = serializeError(failedQuery());
    const text = JSON.stringify(out);
    expect(text).not.toMatch(/wai@|Wairimu|detail/);
    expect(out).toMatchObject({
      type: 'Error',
      message: expect.stringMatching(/^Failed query: insert into "waitlist_entries" .*\nparams: \[redacted\]$/),
      stack: expect.stringContaining('params: [redacted]'),
      cause: { type: 'Error', code: '23505', severity: 'ERROR', message: 'duplicate key value violates unique constraint' },
    });
  });

  it('scrubs strings logged as err (a job failure message) and odd values', () => {
    expect(serializeError('550 5.1.1 <wai@example.org>: Recipient address rejected')).toBe('550 5.1.1 <w***@example.org>: Recipient address rejected');
    expect(serializeError(undefined)).toBe('undefined');
    expect(scrubText('no params here')).toBe('no params here');
  });
});
