import { useQueryClient } from '@tanstack/react-query';
import { DRAW_DELAY_MS, type DrawResult, type SimpleDraw } from '@yc/contracts';
import { useCallback, useRef, useState } from 'react';
import { simpleDrawQueryOptions } from '../api/get-simple-draw';
import { checkDraw, drawOnce } from '../api/draw-once';

/** idle → checking (may the store draw?) → drawing (the 2000 ms of spec section 4, then the call) → result. */
export type DrawPhase = 'idle' | 'checking' | 'drawing' | 'result';

/**
 * One click of the popup: the check, the 2000 ms wait, the draw by the server, the prize. The wait
 * is not cancelled when the popup closes or the page leaves: a draw the buyer closed on still lands,
 * and the member centre shows it (what the close-while-drawing confirmation tells them).
 */
export function useDrawFlow(drawId: number | undefined) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [result, setResult] = useState<DrawResult | null>(null);
  const busy = useRef(false);

  const start = useCallback(async () => {
    if (drawId === undefined || busy.current) return;
    busy.current = true;
    setPhase('checking');
    try {
      await checkDraw(drawId);
    } catch {
      // The HTTP layer has shown the refusal (已参与, 已结束...).
      busy.current = false;
      setPhase('idle');
      return;
    }
    setPhase('drawing');
    window.setTimeout(() => {
      drawOnce(drawId)
        .then((won) => {
          setResult(won);
          setPhase('result');
          // Joined now: a later visit to the home page is not offered the popup again.
          queryClient.setQueryData(simpleDrawQueryOptions().queryKey, (d: SimpleDraw | null | undefined) => (d ? { ...d, is_join: 1 } : d));
        })
        .catch(() => {
          busy.current = false;
          setPhase('idle');
        })
        .finally(() =>
          Promise.all(
            ['draw', 'wallet', 'points-mall', 'user'].map((key) => queryClient.invalidateQueries({ queryKey: [key], refetchType: 'none' })),
          ),
        );
    }, DRAW_DELAY_MS);
  }, [drawId, queryClient]);

  return { phase, result, start };
}
