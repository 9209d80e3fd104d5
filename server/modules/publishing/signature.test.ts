import { signRequest, verifyRequest, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';

const secret = 'a-webhook-signing-secret-of-64-characters-0123456789abcdef012345';
const base = { method: 'POST', path: '/api/content/hooks/contentful', body: '{"sys":{"id":"tour-x"}}' };

describe('Contentful request verification', () => {
  it('accepts a request signed with the secret', () => {
    const headers = signRequest(secret, { ...base, headers: { 'x-contentful-topic': 'ContentManagement.Entry.publish' } });
    expect(verifyRequest(secret, { ...base, headers })).toBe('ok');
  });
  it('refuses an unsigned request, another secret, a changed body or path, and a stale one', () => {
    const now = Date.now();
    const headers = signRequest(secret, base, now);
    expect(verifyRequest(secret, { ...base, headers: {} })).toBe('unsigned');
    expect(verifyRequest('another-secret', { ...base, headers }, now)).toBe('bad-signature');
    expect(verifyRequest(secret, { ...base, body: '{"sys":{"id":"tour-y"}}', headers }, now)).toBe('bad-signature');
    expect(verifyRequest(secret, { ...base, path: '/api/other', headers }, now)).toBe('bad-signature');
    expect(verifyRequest(secret, { ...base, headers: { ...headers, [SIGNATURE_HEADER]: 'zz' } }, now)).toBe('bad-signature');
    expect(verifyRequest(secret, { ...base, headers }, now + 31_000)).toBe('stale');
  });
  it('refuses a signature whose timestamp is not among the signed headers', () => {
    const headers = signRequest(secret, base);
    expect(verifyRequest(secret, { ...base, headers: { ...headers, 'x-contentful-signed-headers': 'x-contentful-signed-headers' } })).toBe('bad-signature');
    expect(headers[TIMESTAMP_HEADER]).toMatch(/^\d+$/);
  });
});
