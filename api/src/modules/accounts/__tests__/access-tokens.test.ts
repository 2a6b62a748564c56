import { signAccessToken, verifyAccessToken } from '../tokens';

const SECRET = 'test-secret-test-secret-test-secret';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('carry the user and the login, and are refused when expired, forged or unsigned', async () => {
    const token = await signAccessToken(42, 'family-1', SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ sub: '42', sid: 'family-1' });
    expect(await verifyAccessToken(token, 'another-secret-another-secret')).toBeNull();
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(
      await verifyAccessToken(`${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, sub: '1' })}.`, SECRET),
    ).toBeNull();
    const expired = await signAccessToken(42, 'family-1', SECRET, -1);
    expect(await verifyAccessToken(expired, SECRET)).toBeNull();
  });
});
