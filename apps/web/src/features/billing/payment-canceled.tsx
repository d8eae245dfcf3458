import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const REASONS = [
  'You chose Cancel or went back during checkout.',
  'Your card or bank declined the payment.',
  'The checkout page expired before the payment was finished.',
  'The payment details could not be verified.',
];

/** /payment-canceled: possible reasons, and the way back to pricing or the dashboard. */
export function PaymentCanceled() {
  return (
    <PageContainer className="max-w-2xl">
      <div className="mb-6 flex justify-center">
        <XCircle className="size-16 text-destructive" aria-hidden="true" />
      </div>
      <PageHeader
        title="Payment Canceled"
        description="Your payment was not completed and you have not been charged."
        className="text-center sm:justify-center [&_h1]:text-center [&_p]:text-center"
      />
      <Card>
        <CardHeader>
          <CardTitle>Possible reasons</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
            {REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-muted-foreground">
            You can try again at any time. If the problem continues, contact{' '}
            <Link to="/support" className="font-medium text-primary underline-offset-4 hover:underline">
              support
            </Link>
            .
          </p>
        </CardContent>
      </Card>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/pricing">View Plans</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
