import type { RegisterBody } from '@yc/contracts';
import { create } from 'zustand';
import type { RegisterFlow } from '../lib/flows';

/** What the buyer typed so far: kept while moving between the steps, so going back loses nothing. */
export type RegisterDraft = Partial<Record<keyof RegisterBody | 'confirm', string>>;

interface RegisterDraftState {
  drafts: Record<RegisterFlow, RegisterDraft>;
  /** Field messages of a refused registration that belong to step 1 (phone taken, wrong code). */
  step1Errors: Record<RegisterFlow, Record<string, string>>;
  /** The company once registered: step 3 is reachable from then on. */
  registered: Record<RegisterFlow, string | null>;
  save(flow: RegisterFlow, values: RegisterDraft): void;
  setStep1Errors(flow: RegisterFlow, errors: Record<string, string>): void;
  finish(flow: RegisterFlow, company: string): void;
}

const empty = <T>(value: T): Record<RegisterFlow, T> => ({ register: value, register_dd: value });

export const useRegisterDraft = create<RegisterDraftState>()((set) => ({
  drafts: empty({}),
  step1Errors: empty({}),
  registered: empty(null),
  // Typing again starts another registration: step 3 of the last one is no longer where step 2 leads.
  save: (flow, values) =>
    set((state) => ({
      drafts: { ...state.drafts, [flow]: { ...state.drafts[flow], ...values } },
      registered: { ...state.registered, [flow]: null },
    })),
  setStep1Errors: (flow, errors) => set((state) => ({ step1Errors: { ...state.step1Errors, [flow]: errors } })),
  // The secrets go once they are spent; a second registration starts from a clean form.
  finish: (flow, company) =>
    set((state) => ({ drafts: { ...state.drafts, [flow]: {} }, registered: { ...state.registered, [flow]: company } })),
}));

/** The reset token of /forget step 1, for step 2 only. */
interface ForgetState {
  phone: string;
  token: string | null;
  done: boolean;
  verified(phone: string, token: string): void;
  reset(): void;
  finish(): void;
}

export const useForgetDraft = create<ForgetState>()((set) => ({
  phone: '',
  token: null,
  done: false,
  verified: (phone, token) => set({ phone, token, done: false }),
  reset: () => set({ phone: '', token: null, done: false }),
  finish: () => set({ token: null, done: true }),
}));
