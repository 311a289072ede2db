/** The service plans shown on the pricing pages (yearly = 10 months' price: about 17% off). */
export type BillingPeriod = 'monthly' | 'yearly';

export interface Plan {
  key: 'basic' | 'standard' | 'enterprise';
  monthly: number;
  /** Users included; null = unlimited. */
  users: number | null;
  features: readonly string[];
  popular?: boolean;
}

export const PLANS: readonly Plan[] = [
  { key: 'basic', monthly: 2000, users: 200, features: ['feature.workflow', 'feature.sms'] },
  {
    key: 'standard',
    monthly: 5000,
    users: 1000,
    features: ['feature.workflow', 'feature.sms', 'feature.statistics', 'feature.supervision'],
    popular: true,
  },
  {
    key: 'enterprise',
    monthly: 12000,
    users: null,
    features: [
      'feature.workflow',
      'feature.sms',
      'feature.statistics',
      'feature.supervision',
      'feature.support',
    ],
  },
];

export const YEARLY_MONTHS = 10;

export function priceOf(plan: Plan, period: BillingPeriod): number {
  return period === 'yearly' ? plan.monthly * YEARLY_MONTHS : plan.monthly;
}
