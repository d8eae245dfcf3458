import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PaymentCanceledPage() {
  return <PlaceholderPage title="Payment Canceled" />;
}
