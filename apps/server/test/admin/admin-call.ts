/**
 * One /api/admin call as the access test (access.test.ts) runs it. Every area lists its calls in a
 * file of ./calls/ exporting `calls: AdminCall[]`; the test picks the files up by itself.
 */
import type { StaffRole } from '@yc/contracts';
import type { App } from '../../src/app.js';

export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
}

export interface AdminCall<C = unknown> {
  name: string;
  /** Roles that may make the call; an administrator always may. Empty: any staff member. */
  roles: StaffRole[];
  /** Fresh data the call works on (a pending store, a paid order); run before each attempt. */
  prepare?(app: App): Promise<C>;
  request(ctx: NoInfer<C>): CallRequest;
  /** The allowed member's link to an account-manager card, for calls on the stores a manager looks after. */
  memberOptions?(ctx: NoInfer<C>): { accountManagerId?: number };
  /** For a call that changes something. */
  change?: {
    /**
     * The state the call changes, compared with toEqual: the same after every refused attempt,
     * different after the allowed one.
     */
    read(app: App, ctx: NoInfer<C>): Promise<unknown>;
    /** The audit row the allowed call leaves; `entityId` may look the entity up (undefined: not there yet, as before a create). */
    audit: { action: string; entity: string; entityId(ctx: NoInfer<C>, app: App): Promise<string | number | undefined> | string | number };
  };
}

/** Keeps each call's context type (what `prepare` answers) while listing calls of different contexts together. */
export const adminCall = <C>(call: AdminCall<C>): AdminCall => call as AdminCall;
