import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, compileTrustProxy } from './client-address.js';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    connection: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('client address', () => {
  it('believes X-Forwarded-For only from a trusted proxy', () => {
    const loopback = compileTrustProxy('loopback');
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), loopback)).toBe('203.0.113.9');
    expect(clientAddress(request('198.51.100.4', '203.0.113.9'), loopback)).toBe('198.51.100.4');
  });

  it('takes a subnet list or a hop count', () => {
    const subnet = compileTrustProxy('10.0.0.0/8, 127.0.0.1');
    expect(clientAddress(request('10.1.2.3', '203.0.113.9'), subnet)).toBe('203.0.113.9');
    const oneHop = compileTrustProxy(1);
    expect(clientAddress(request('192.0.2.1', '203.0.113.7, 203.0.113.9'), oneHop)).toBe('203.0.113.9');
  });
});
