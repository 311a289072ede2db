import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const secret = 'test-secret';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 tokens', () => {
  it('verifies what it signed and returns the claims', () => {
    const token = signJwt({ sub: 'u1', exp: 2_000 }, secret);
    expect(verifyJwt(token, secret, 1_000)).toEqual({ sub: 'u1', exp: 2_000 });
  });

  it('refuses an expired token, another secret, a changed payload and a malformed one', () => {
    const token = signJwt({ sub: 'u1', exp: 2_000 }, secret);
    expect(verifyJwt(token, secret, 2_000)).toBeNull();
    expect(verifyJwt(token, 'other-secret', 1_000)).toBeNull();
    const [header, , sig] = token.split('.');
    expect(verifyJwt(`${header}.${b64({ sub: 'admin', exp: 2_000 })}.${sig}`, secret, 1_000)).toBeNull();
    expect(verifyJwt('not-a-jwt', secret)).toBeNull();
    expect(verifyJwt(`${header}.${b64([1])}.${sig}`, secret)).toBeNull();
  });

  it('accepts no other algorithm, even correctly signed', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'u1' })}.`;
    expect(verifyJwt(none, secret)).toBeNull();
    const input = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ sub: 'u1' })}`;
    const sig = createHmac('sha256', secret).update(input).digest('base64url');
    expect(verifyJwt(`${input}.${sig}`, secret)).toBeNull();
  });
});
