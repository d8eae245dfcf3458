import { PaymentCanceled } from '@/features/billing/payment-canceled';

export function PaymentCanceledPage() {
  return <PaymentCanceled />;
}
