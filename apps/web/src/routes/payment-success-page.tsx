import { PlaceholderPage } from '@/components/layout/placeholder-page';

export function PaymentSuccessPage() {
  return <PlaceholderPage title="Payment Successful" />;
}
