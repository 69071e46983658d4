/**
 * The lifecycle of a payment record as one table: an online payment waits for the provider; settled money may go back once.
 * A closed payment the provider still took money for (a late answer, a lost notification) is settled: the money is real.
 */
import type { PaymentStatus } from '@yc/contracts';
import type { Process } from '../../lib/process.js';

export const PAYMENT_PROCESS = {
  pending: ['succeeded', 'closed'],
  succeeded: ['refunded'],
  closed: ['succeeded'],
  refunded: [],
} as const satisfies Process<PaymentStatus>;
