import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * The "cart changed" signal every feature that touches the cart raises: every cart query lives under
 * CART_QUERY_KEY and the header/toolbar count comes with the session user, so invalidating both
 * refetches what is on screen (the open drawer, the cart page, the badge) and marks the rest stale.
 */
export const CART_QUERY_KEY = ['cart'] as const;

export const CART_CHANGED_KEYS = [['user', 'base'], CART_QUERY_KEY] as const;

export const invalidateCart = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(CART_CHANGED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));

interface CartDrawerState {
  open: boolean;
  setOpen(open: boolean): void;
}

/** The right toolbar's cart drawer, open or closed; the cart page reads it to keep its content clear of the open drawer. */
export const useCartDrawerStore = create<CartDrawerState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
