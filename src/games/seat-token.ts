import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'hc_';
const TOKEN = /^hc_[A-Za-z0-9_-]{43}$/;

/** A new secret seat token: 256 random bits. */
export function newSeatToken(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type BearerToken = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'malformed' };

/** Reads `Authorization: Bearer <token>`; no header at all means a spectator. */
export function readBearer(header: string | undefined): BearerToken {
  if (header === undefined || header === '') return { kind: 'none' };
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !TOKEN.test(match[1])) return { kind: 'malformed' };
  return { kind: 'token', token: match[1] };
}
