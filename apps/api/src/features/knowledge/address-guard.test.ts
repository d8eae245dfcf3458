/** Issue 18: every IPv6 form that embeds an IPv4 address is judged by the IPv4 rules too. */
import { describe, expect, it } from 'vitest';
import { embeddedIpv4Addresses, judgeAddress } from './address-guard.js';

describe('IPv6 addresses that embed IPv4', () => {
  it.each([
    ['::ffff:127.0.0.1', ['127.0.0.1']],
    ['::ffff:7f00:1', ['127.0.0.1']],
    ['0:0:0:0:0:ffff:7f00:0001', ['127.0.0.1']],
    ['::7f00:1', ['127.0.0.1']],
    ['::127.0.0.1', ['127.0.0.1']],
    ['::ffff:0:7f00:1', ['127.0.0.1']],
    ['::ffff:0:127.0.0.1', ['127.0.0.1']],
    ['64:ff9b::7f00:1', ['127.0.0.1']],
    ['64:ff9b::169.254.169.254', ['169.254.169.254']],
    ['2002:7f00:1::1', ['127.0.0.1']],
    ['2002:a9fe:a9fe::', ['169.254.169.254']],
    // Teredo: server 65.54.227.120, client 192.168.1.1 stored inverted (3f57:fefe).
    ['2001:0:4136:e378:8000:63bf:3f57:fefe', ['65.54.227.120', '192.168.1.1']],
    ['::1', []],
    ['::', []],
    ['2606:4700::1111', []],
  ])('%s carries %o', (address, expected) => {
    expect(embeddedIpv4Addresses(address)).toEqual(expected);
  });

  it.each([
    '::7f00:1',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '::ffff:0:10.0.0.1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2002:0a00:0001::',
    '64:ff9b::7f00:1',
    '64:ff9b::10.1.2.3',
    '2001:0:4136:e378:8000:63bf:3f57:fefe',
    '[::7f00:1]',
  ])('refuses %s (a private IPv4 inside) unless private addresses are allowed', (address) => {
    expect(judgeAddress(address, { allowPrivate: false }).allowed).toBe(false);
    expect(judgeAddress(address, { allowPrivate: true }).allowed).toBe(true);
  });

  it.each([
    '::a9fe:a9fe',
    '::ffff:0:169.254.169.254',
    '2002:a9fe:a9fe::1',
    '64:ff9b::a9fe:a9fe',
    '2002:6464:64c8::1',
    '2002::1',
    '::ffff:0:0.0.0.0',
    '100::1',
  ])('refuses %s (metadata or unroutable inside) even when private addresses are allowed', (address) => {
    const verdict = judgeAddress(address, { allowPrivate: true });
    expect(verdict.allowed).toBe(false);
  });

  it.each([
    '2002:5db8:d822::1',
    '64:ff9b::5db8:d822',
    '::ffff:93.184.216.34',
    '2001:0:4136:e378:8000:63bf:a247:2bdd',
  ])('allows %s (a public IPv4 inside)', (address) => {
    expect(judgeAddress(address, { allowPrivate: false })).toEqual({ allowed: true });
  });

  it('names the embedded address in the reason', () => {
    expect(judgeAddress('2002:7f00:1::1', { allowPrivate: false })).toEqual({
      allowed: false,
      reason: 'refused to connect to 2002:7f00:1::1 (127.0.0.1): private, loopback or link-local address',
    });
  });
});
