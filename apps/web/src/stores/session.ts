import type { LinkedStore, UserBase } from '@yc/contracts';
import { create } from 'zustand';

/** unknown until GET /api/user/base has answered (or while a route skips that call). */
export type SessionStatus = 'unknown' | 'visitor' | 'member';

interface SessionState {
  status: SessionStatus;
  user: UserBase | null;
  currentStore: LinkedStore | null;
  setUser(user: UserBase | null): void;
  setCurrentStore(store: LinkedStore | null): void;
}

export const initialSession = { status: 'unknown', user: null, currentStore: null } as const satisfies Partial<SessionState>;

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialSession,
  setUser: (user) => set({ user, status: user ? 'member' : 'visitor' }),
  setCurrentStore: (currentStore) => set({ currentStore }),
}));
