/**
 * @jest-environment node
 */
import { webcrypto } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { altchaPayload, solveAltcha, type AltchaChallenge } from './altcha';

const secret = 'test-secret';
const keySecret = 'test-key-secret';

async function challengeFor(counter: number) {
  return (await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret,
    expiresAt: new Date(Date.now() + 60_000),
  })) as unknown as AltchaChallenge;
}

describe('solveAltcha', () => {
  it('finds the counter the server hid, and the server library verifies the answer', async () => {
    const challenge = await challengeFor(1234);
    const solution = await solveAltcha(challenge, { subtle: webcrypto.subtle });
    expect(solution?.counter).toBe(1234);
    const result = await verifySolution({
      challenge: challenge as never,
      solution: solution!,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret,
    });
    expect(result.verified).toBe(true);
  });

  it('builds the base64 JSON payload the API reads', async () => {
    const challenge = await challengeFor(7);
    const solution = (await solveAltcha(challenge, { subtle: webcrypto.subtle }))!;
    const decoded = JSON.parse(Buffer.from(altchaPayload(challenge, solution), 'base64').toString('utf8'));
    expect(decoded).toEqual({ challenge, solution: { counter: 7, derivedKey: solution.derivedKey } });
  });

  it('stops when aborted and gives up past maxCounter', async () => {
    const challenge = await challengeFor(40_000);
    const controller = new AbortController();
    controller.abort();
    await expect(solveAltcha(challenge, { subtle: webcrypto.subtle, signal: controller.signal })).resolves.toBeNull();
    await expect(solveAltcha(challenge, { subtle: webcrypto.subtle, maxCounter: 999 })).resolves.toBeNull();
  });
});
