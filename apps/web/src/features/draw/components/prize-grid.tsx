import { Button } from 'antd';
import type { DrawPrize } from '@yc/contracts';
import { useEffect, useState } from 'react';
import { PrizeFigure } from './prize-tile';
import styles from './draw.module.css';

/** The eight cells around the button of the 3×3 grid, clockwise from the top left. */
const RING = [0, 1, 2, 5, 8, 7, 6, 3] as const;
const CENTRE = 4;
const STEP_MS = 90;

interface PrizeGridProps {
  prizes: DrawPrize[];
  /** The highlight runs round while the draw is on. */
  spinning: boolean;
  /** The prize it stops on once the server has answered. */
  landedOn: number | undefined;
  busy: boolean;
  disabled: boolean;
  onDraw(): void;
}

/** The lucky-draw grid: eight prize cells (fewer prizes repeat round the ring) and the 立即抽奖 button. */
export function PrizeGrid({ prizes, spinning, landedOn, busy, disabled, onDraw }: PrizeGridProps) {
  const [step, setStep] = useState(0);
  const ring = RING.map((_, i) => prizes[i % Math.max(prizes.length, 1)]);
  const landedAt = landedOn === undefined ? -1 : ring.findIndex((p) => p?.id === landedOn);
  const active = landedAt >= 0 ? landedAt : spinning ? step : -1;

  useEffect(() => {
    if (!spinning) return;
    const timer = window.setInterval(() => setStep((i) => (i + 1) % RING.length), STEP_MS);
    return () => window.clearInterval(timer);
  }, [spinning]);

  const cells = Array.from({ length: 9 }, (_, cell) => {
    if (cell === CENTRE) {
      return (
        <Button key="draw" type="primary" className={styles.drawButton} loading={busy} disabled={disabled} onClick={onDraw}>
          {busy ? '抽奖中' : '立即抽奖'}
        </Button>
      );
    }
    const at = RING.indexOf(cell as (typeof RING)[number]);
    const prize = ring[at];
    return (
      <div key={cell} className={`${styles.cell} ${at === active ? styles.active : ''}`} aria-current={at === active ? 'true' : undefined}>
        {prize && (
          <>
            <PrizeFigure prize={prize} />
            <span className={styles.prizeName}>{prize.name}</span>
          </>
        )}
      </div>
    );
  });
  return (
    <div className={styles.grid} role="group" aria-label="奖品">
      {cells}
    </div>
  );
}
