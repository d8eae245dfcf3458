import { CLAIMS_DISCLAIMER, MARKETING_CLAIMS } from '../content/offers';

/** docs/product/README.md and docs/product/limits.md marketing figures, each marked as the business's claim (footnote), not a live figure. */
export function ClaimsStrip({ id = 'claims-note' }: { id?: string }) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {MARKETING_CLAIMS.map((claim) => (
          <div key={claim.label} className="rounded-xl border bg-card px-4 py-5 text-center shadow-xs">
            <dt className="text-sm text-muted-foreground">{claim.label}</dt>
            <dd className="mt-1 text-3xl font-extrabold tracking-tight text-primary">
              {claim.value}
              <sup
                className="ml-0.5 align-super text-sm font-semibold text-muted-foreground"
                aria-describedby={id}
              >
                *
              </sup>
            </dd>
          </div>
        ))}
      </dl>
      <p id={id} className="mt-4 text-center text-xs text-muted-foreground">
        * {CLAIMS_DISCLAIMER}
      </p>
    </div>
  );
}
