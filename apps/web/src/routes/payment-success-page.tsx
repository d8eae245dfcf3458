import { PaymentSuccess } from '@/features/billing';

export function PaymentSuccessPage() {
  return <PaymentSuccess />;
}
