import type { ComponentType } from 'react';

// The payments feature's parts on the wallet pages, handed in by the route since features do not import each other.

/** The balance page's recharge: the form with the store's recent recharges, and the result of one the buyer came back from. */
export interface RechargeSlots {
  RechargePanel: ComponentType;
  RechargeReturn: ComponentType;
}

/** The credit page's repayment: the dialog that repays `owed` or part of it, and the result of one the buyer came back from. */
export interface RepaymentSlots {
  RepayDialog: ComponentType<{ owed: number; onClose: () => void }>;
  RepaymentReturn: ComponentType;
}
