// Unit tests of the webhook parts without a database: address classification, signature, backoff.
import { describe, expect, it } from 'vitest';
import { webhookEventOf, historyEventTypes } from '@baustellendoku/domain';
import { refusedAddressKind } from './addresses.js';
import { FIRST_RETRY_MS, MAX_RETRY_MS, nextAttemptAfterFailure, RETRY_WINDOW_MS } from './backoff.js';
import { newWebhookSecret, signatureHeader, verifySignature } from './signature.js';

describe('address classification', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['169.254.1.1', 'linkLocal'],
    ['169.254.169.254', 'metadata'],
    ['0.0.0.0', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'reserved'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'metadata'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    // IPv4 inside IPv6: judged by the IPv4 address.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:a00:1::', 'private'],
    ['[::1]', 'loopback'],
    ['not an address', 'reserved'],
  ])('%s is refused as %s', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(refusedAddressKind(address)).toBeNull();
  });
});

describe('signature', () => {
  const secret = 'whsec_test';
  const body = '{"event":"delivery.recorded"}';
  const now = new Date('2026-11-28T12:00:00Z');
  const t = Math.floor(now.getTime() / 1000);

  it('is HMAC-SHA256 over timestamp "." body, as t=…,v1=…', async () => {
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies the right secret and body within the tolerance, nothing else', () => {
    const header = signatureHeader(secret, t, body);
    expect(verifySignature(secret, header, body, { now })).toBe(true);
    expect(verifySignature('whsec_other', header, body, { now })).toBe(false);
    expect(verifySignature(secret, header, `${body} `, { now })).toBe(false);
    expect(verifySignature(secret, header, body, { now: new Date(now.getTime() + 301_000) })).toBe(false);
    expect(verifySignature(secret, 't=abc,v1=00', body, { now })).toBe(false);
    expect(verifySignature(secret, '', body, { now })).toBe(false);
  });

  it('makes a new random secret each time', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[\w-]{43}$/);
    expect(newWebhookSecret()).not.toBe(first);
  });
});

describe('backoff schedule', () => {
  it('doubles from 30 s up to 2 h and gives up after 24 h', () => {
    const start = new Date('2026-11-28T00:00:00Z');
    const attempts: number[] = [0];
    let now = start;
    for (;;) {
      const next = nextAttemptAfterFailure(start, now);
      if (!next) break;
      attempts.push(next.getTime() - start.getTime());
      now = next;
    }
    const minutes = attempts.map((ms) => ms / 60_000);
    expect(minutes.slice(0, 10)).toEqual([0, 0.5, 1, 2, 4, 8, 16, 32, 64, 128]);
    const waits = attempts.slice(1).map((at, index) => at - attempts[index]!);
    expect(Math.min(...waits)).toBe(FIRST_RETRY_MS);
    expect(Math.max(...waits)).toBe(MAX_RETRY_MS);
    // The last attempt is at the end of the window; then the delivery is given up.
    expect(attempts.at(-1)).toBe(RETRY_WINDOW_MS);
    expect(nextAttemptAfterFailure(start, new Date(start.getTime() + RETRY_WINDOW_MS))).toBeNull();
    expect(attempts.length).toBeLessThan(25);
  });
});

describe('history entry → webhook event', () => {
  const projectId = '00000000-0000-4000-8000-000000000001';
  it('names the event, the object and its screen', () => {
    expect(
      webhookEventOf(projectId, {
        type: historyEventTypes.deliveryRecorded,
        variables: { orderId: 'o1', deliveryId: 'd1', orderNumber: 'B-1' },
      }),
    ).toEqual({
      event: 'delivery.recorded',
      object: { type: 'delivery', id: 'd1', link: `/projects/${projectId}/orders/o1/delivery/d1` },
    });
    expect(webhookEventOf(projectId, { type: historyEventTypes.ebvCoverSheetGenerated })?.object).toEqual({
      type: 'ebvCoverSheet',
      id: 'cover_sheet',
      link: `/projects/${projectId}/admissibility`,
    });
  });

  it('sends nothing for entries without an event', () => {
    expect(webhookEventOf(projectId, { type: historyEventTypes.orderUpdated, variables: {} })).toBeNull();
  });
});
