import type { Payment, PaymentCard, PaymentTotals } from '@school/contracts';

/** A payment as the list returns it, for component tests. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    student: { id: 7, firstName: 'Пётр', lastName: 'Петров', email: 'petrov@example.ru' },
    product: 'course',
    courseId: 3,
    subscriptionId: null,
    title: 'Основы React',
    amount: 1234.5,
    refundedAmount: 0,
    fee: 43.21,
    provider: 'yookassa',
    status: 'confirmed',
    providerPaymentId: 'yk-2f9c1e',
    hasReferral: false,
    paidAt: '2026-02-01T20:59:00.000Z',
    createdAt: '2026-02-01T20:58:00.000Z',
    ...overrides,
  };
}

export function paymentCard(overrides: Partial<PaymentCard> = {}): PaymentCard {
  const base = payment();
  return {
    ...base,
    student: { ...base.student!, phone: '+79991234567' },
    course: { id: 3, name: 'Основы React' },
    subscription: null,
    referralId: null,
    refundedAt: null,
    refundableAmount: 1234.5,
    history: [
      {
        fromStatus: null,
        toStatus: 'new',
        refundAmount: null,
        staff: null,
        providerEvent: 'payment.waiting',
        comment: null,
        at: '2026-02-01T20:58:00.000Z',
      },
      {
        fromStatus: 'new',
        toStatus: 'confirmed',
        refundAmount: null,
        staff: null,
        providerEvent: 'payment.succeeded',
        comment: null,
        at: '2026-02-01T20:59:00.000Z',
      },
    ],
    refunds: [],
    ...overrides,
  };
}

export function totals(overrides: Partial<PaymentTotals> = {}): PaymentTotals {
  return {
    payments: 1204,
    paidPayments: 1100,
    paidAmount: 1234567.8,
    refundedPayments: 3,
    refundedAmount: 0.3,
    netAmount: 1234567.5,
    fee: 0.1,
    ...overrides,
  };
}
