import { PLAN_PRICES_CENTS } from '@leadchat/contract';
import { describe, expect, it } from 'vitest';
import { formatUsd, PLANS, WEBSITE_PACKAGES } from './offers';

describe('marketing offers', () => {
  it('offers every plan paid once and monthly, at the prices the server charges', () => {
    for (const plan of PLANS) {
      for (const option of plan.options) {
        expect(option.cents, `${plan.planType} ${option.paymentType}`).toBe(
          PLAN_PRICES_CENTS[plan.planType][option.paymentType],
        );
      }
      expect(plan.options.map((o) => o.paymentType).sort()).toEqual(['payment', 'subscription']);
    }
    expect(PLANS.flatMap((plan) => plan.options.map((option) => option.buttonLabel))).toEqual([
      'Start 14-Day Free Trial',
      'Buy Chatbot for $29',
      'Get Smart Website for $999',
      'Subscribe for $1,299/month',
    ]);
  });

  it('writes prices in dollars and lists the packages of docs/product/limits.md', () => {
    expect([2900, 3770, 3705, 99900, 129900, 149700, 123456789].map(formatUsd)).toEqual([
      '$29',
      '$37.70',
      '$37.05',
      '$999',
      '$1,299',
      '$1,497',
      '$1,234,567.89',
    ]);
    expect(
      WEBSITE_PACKAGES.map((p) => [p.name, formatUsd(p.cents), p.supportMonths, Boolean(p.isMostPopular)]),
    ).toEqual([
      ['Basic Website', '$497', 1, false],
      ['Smart Website + AI', '$997', 3, true],
      ['Business Growth', '$1,497', 6, false],
    ]);
  });
});
