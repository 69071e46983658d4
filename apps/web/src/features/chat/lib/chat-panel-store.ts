import type { ChatGoods } from '@yc/contracts';
import { create } from 'zustand';

interface ChatPanelState {
  open: boolean;
  /** A goods the buyer asks about (咨询客服 on its page), offered as a card to send. */
  draftGoods: ChatGoods | null;
  openPanel(goods?: ChatGoods): void;
  closePanel(): void;
  dropDraft(): void;
}

/** The customer-service panel of the right toolbar, opened from the toolbar, a goods page or /wdxx. */
export const useChatPanelStore = create<ChatPanelState>()((set) => ({
  open: false,
  draftGoods: null,
  openPanel: (goods) => set((state) => ({ open: true, draftGoods: goods ?? state.draftGoods })),
  closePanel: () => set({ open: false }),
  dropDraft: () => set({ draftGoods: null }),
}));
