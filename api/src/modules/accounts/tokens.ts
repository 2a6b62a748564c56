import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Opaque random tokens (activation, reset, refresh); only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface AccessClaims {
  sub: string;
  /** The login (refresh token family) the token was minted for: logging out or a password reset ends it. */
  sid: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A compact HS256 JWT (`sub`, `sid`, `iat`, `exp`). */
export function signAccessToken(
  userId: number,
  sessionId: string,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired HS256 token (no other algorithm, `none` included), else null. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      typ: 'JWT',
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    return typeof payload.sub === 'string' && typeof payload.sid === 'string'
      ? { sub: payload.sub, sid: payload.sid }
      : null;
  } catch {
    return null;
  }
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null. Anything else (no header, `Bearer` with an empty
 * token as browsers send it, another scheme) is an anonymous request.
 */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec((header ?? '').trim());
  return match ? match[1]! : null;
}
