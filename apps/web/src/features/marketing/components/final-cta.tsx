import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/light-ui/buttons';

/** The closing call to action of a marketing page. */
export function FinalCta({
  title = 'Ready to turn more visitors into customers?',
  description = 'Start your 14-day free trial today. No credit card required, and setup takes about 5 minutes.',
}: {
  title?: string;
  description?: string;
}) {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="max-w-2xl text-lg text-violet-100">{description}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to="/auth?mode=signup" size="lg" variant="secondary">
            Start Free Trial
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to="/smart-websites" size="lg" variant="outline-inverse">
            Get Smart Website + AI
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
