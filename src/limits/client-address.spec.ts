import type { IncomingMessage } from 'node:http';
import { clientAddress } from './rate-limits.js';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

describe('the client address of a graphql-ws connection', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(request('10.0.0.7', '203.0.113.9'), () => false)).toBe('10.0.0.7');
  });

  it('is the first untrusted hop behind trusted proxies, as Express finds req.ip', () => {
    const trusted = (address: string) => address.startsWith('10.');
    expect(clientAddress(request('10.0.0.7', '203.0.113.9'), trusted)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.7', '198.51.100.1, 203.0.113.9, 10.0.0.2'), trusted)).toBe('203.0.113.9');
    // A trusted proxy that forwards nothing: the proxy itself.
    expect(clientAddress(request('10.0.0.7'), trusted)).toBe('10.0.0.7');
  });

  it('trusts as many hops as a hop count says', () => {
    const oneHop = (_: string, i: number) => i < 1;
    expect(clientAddress(request('10.0.0.7', '198.51.100.1, 203.0.113.9'), oneHop)).toBe('203.0.113.9');
  });
});
