import { Check } from 'lucide-react';
import { badgeClass } from '@/components/light-ui/button-class';
import { ActionButton } from '@/components/light-ui/buttons';
import { formatUsd, PLANS, SERVICE_FEE_NOTE, TRIAL_NOTE, type Plan } from '../content/offers';
import { SectionHeading } from './section';
import { usePlanCheckout } from './use-plan-checkout';

function PlanCard({ plan, checkout }: { plan: Plan; checkout: ReturnType<typeof usePlanCheckout> }) {
  const headingId = `plan-${plan.planType}`;
  return (
    <article
      aria-labelledby={headingId}
      className={
        plan.isHighlighted
          ? 'relative flex flex-col rounded-2xl border-2 border-primary bg-card p-8 shadow-md'
          : 'relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm'
      }
    >
      {plan.badge ? (
        <span data-slot="badge" className={badgeClass('absolute -top-3 left-8')}>
          {plan.badge}
        </span>
      ) : null}
      <h3 id={headingId} className="text-2xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-2 text-muted-foreground">{plan.tagline}</p>
      <p className="mt-4 text-sm font-semibold text-primary">{plan.headline}</p>
      <ul className="mt-6 grid gap-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-4 border-t pt-6">
        {plan.options.map((option) => {
          const isPending = checkout.isPending(plan.planType, option.paymentType);
          return (
            <div key={option.paymentType} className="grid gap-2">
              <p>
                <span className="text-3xl font-extrabold tracking-tight">{formatUsd(option.cents)}</span>{' '}
                <span className="text-muted-foreground">{option.period}</span>
              </p>
              {option.note ? <p className="text-sm text-muted-foreground">{option.note}</p> : null}
              <ActionButton
                size="lg"
                variant={
                  option.paymentType === 'subscription' && plan.planType === 'chatbot' ? 'default' : 'outline'
                }
                isLoading={isPending}
                onClick={() => void checkout.startCheckout(plan.planType, option.paymentType)}
              >
                {isPending ? 'Processing...' : option.buttonLabel}
              </ActionButton>
            </div>
          );
        })}
      </div>
    </article>
  );
}

/** The landing page's #pricing section, also the body of /pricing. */
export function PricingPlans({ showHeading = true }: { showHeading?: boolean }) {
  const checkout = usePlanCheckout();
  return (
    <>
      {showHeading ? (
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple pricing for every business"
          description="Start with the AI chatbot on your current site, or let us build you a smart website with AI built in."
        />
      ) : null}
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.planType} plan={plan} checkout={checkout} />
        ))}
      </div>
      <div className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
        <p>
          <strong className="font-semibold text-foreground">{TRIAL_NOTE}</strong> {SERVICE_FEE_NOTE}
        </p>
        <p className="mt-1">30-day money-back guarantee: refunds within 30 days for unused services.</p>
      </div>
    </>
  );
}
