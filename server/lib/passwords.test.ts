import { hashPassword, needsRehash, verifyPassword } from './passwords';

// Each hash at OWASP cost takes about a second on a small machine.
jest.setTimeout(60_000);

describe('passwords', () => {
  it('hashes with scrypt at OWASP parameters and a random salt, and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('verifies hashes made with other parameters and says when to rehash', async () => {
    const weak = await hashPassword('s3cret-pass', { logN: 14, r: 8, p: 1 });
    expect(weak.startsWith('scrypt$14$8$1$')).toBe(true);
    expect(await verifyPassword('s3cret-pass', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('s3cret-pass'))).toBe(false);
  });

  it('treats missing or malformed hashes as a mismatch', async () => {
    for (const stored of [null, 'plain', 'scrypt$30$8$1$abc$def', 'scrypt$17$8$1$AAAAAAAAAAA$short']) {
      expect(await verifyPassword('anything-at-all', stored)).toBe(false);
    }
  });

  it('normalises Unicode, so the same password typed differently matches', async () => {
    const hash = await hashPassword('caf\u00e9-password');
    expect(await verifyPassword('cafe\u0301-password', hash)).toBe(true);
  });
});
