import { PaymentSuccess } from '@/features/billing/payment-success';

export function PaymentSuccessPage() {
  return <PaymentSuccess />;
}
