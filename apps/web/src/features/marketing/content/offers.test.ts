import { formatPriceCents, PLAN_PRICES_CENTS } from '@leadchat/contract';
import { describe, expect, it } from 'vitest';
import { formatUsd, PLANS, WEBSITE_PACKAGES } from './offers';

describe('marketing offers', () => {
  it('shows the prices the server charges (contract PLAN_PRICES_CENTS)', () => {
    for (const plan of PLANS) {
      for (const option of plan.options) {
        expect(option.cents, `${plan.planType} ${option.paymentType}`).toBe(
          PLAN_PRICES_CENTS[plan.planType][option.paymentType],
        );
      }
      expect(plan.options.map((o) => o.paymentType).sort()).toEqual(['payment', 'subscription']);
    }
  });

  it('formats prices like the contract and lists the docs/product/limits.md packages', () => {
    for (const cents of [2900, 3770, 3705, 99900, 129900, 149700, 123456789])
      expect(formatUsd(cents)).toBe(formatPriceCents(cents));
    expect(
      WEBSITE_PACKAGES.map((p) => [p.name, formatUsd(p.cents), p.supportMonths, Boolean(p.isMostPopular)]),
    ).toEqual([
      ['Basic Website', '$497', 1, false],
      ['Smart Website + AI', '$997', 3, true],
      ['Business Growth', '$1,497', 6, false],
    ]);
  });
});
