import type { SimpleDraw } from '@yc/contracts';
import { Suspense, useState } from 'react';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { useSessionStore } from '../../../stores/session';
import { useSimpleDraw } from '../api/get-simple-draw';
import { dismissedToday, dismissForToday } from '../lib/dismissed-today';

// The dialog (antd's Modal and Button, the grid, the marquee) loads only when there is a draw to offer.
const DrawDialog = lazyWithAntd(async () => (await import('./draw-dialog')).DrawDialog);

/**
 * The home page's prize-draw popup (spec section 4): offered to a member whose store has not joined
 * the draw on now. Once offered it stays until closed, though drawing makes is_join 1 underneath;
 * closed, it is not offered again on this browser until the next day.
 */
export function DrawPopup() {
  const member = useSessionStore((state) => state.status === 'member');
  const { data } = useSimpleDraw(member);
  const [offered, setOffered] = useState<SimpleDraw | null>(null);
  const [closed, setClosed] = useState(false);

  // Latched on the first answer that offers it: drawing turns is_join to 1 while the prize is still on screen.
  if (!offered && data && data.is_join === 0) setOffered(data);

  if (!offered || closed || dismissedToday(offered.id)) return null;
  return (
    <Suspense fallback={null}>
      <DrawDialog
        draw={offered}
        onClosed={() => {
          dismissForToday(offered.id);
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
