import { PaymentCanceled } from '@/features/billing';

export function PaymentCanceledPage() {
  return <PaymentCanceled />;
}
