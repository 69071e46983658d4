import { CloseOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { DRAW_CLOSE_ANIMATION_MS, type SimpleDraw } from '@yc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDrawActivity } from '../api/get-draw-activity';
import { useDrawAds } from '../api/get-draw-ads';
import { useDrawState } from '../api/get-draw-state';
import { useDrawWinners } from '../api/get-draw-winners';
import { useDrawFlow } from '../lib/use-draw-flow';
import { PrizeGrid } from './prize-grid';
import { PrizeFigure } from './prize-tile';
import { WinnersMarquee } from './winners-marquee';
import styles from './draw.module.css';

/** Spec section 4, word for word. */
export const CLOSE_WHILE_DRAWING = '抽奖进行中 , 如果关闭后未出结果 , 请移步至个人中心查看结果。';

/** Where the member centre shows the draw records (the points page's 我的抽奖记录). */
export const DRAW_RECORDS_PATH = paths.wdqbJfgl;

const CONFIRM_LAYER = 1200;

export function DrawDialog({ draw, onClosed }: { draw: SimpleDraw; onClosed(): void }) {
  const { modal, message } = App.useApp();
  const [closing, setClosing] = useState(false);
  const closingRef = useRef(false);
  const activity = useDrawActivity(draw.id).data;
  const chances = useDrawState(draw.id).data?.chances;
  const winners = useDrawWinners(draw.id).data ?? [];
  const banner = useDrawAds(true).data?.[0];
  const { phase, result, start } = useDrawFlow(draw.id);
  const drawing = phase === 'checking' || phase === 'drawing';

  const close = useCallback(() => {
    if (closingRef.current) return;
    closingRef.current = true;
    setClosing(true);
    window.setTimeout(onClosed, DRAW_CLOSE_ANIMATION_MS);
  }, [onClosed]);
  // Spec section 4: the prize shows, then the popup closes by itself; the toast keeps the prize on screen a little longer.
  useEffect(() => {
    if (!result || closingRef.current) return;
    void message.success(result.msg);
    close();
  }, [result, message, close]);
  const requestClose = () => {
    if (closing) return;
    if (!drawing) return close();
    // Above the popup's own layer, which sits above the sticky search bar.
    modal.confirm({
      title: '温馨提示',
      content: CLOSE_WHILE_DRAWING,
      okText: '关闭',
      cancelText: '取消',
      onOk: close,
      zIndex: CONFIRM_LAYER,
    });
  };

  return (
    <div className={`${styles.mask} ${closing ? styles.closing : ''}`} onKeyDown={(e) => e.key === 'Escape' && requestClose()}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={draw.name}>
        <button type="button" className={styles.close} aria-label="关闭" onClick={requestClose}>
          <CloseOutlined />
        </button>
        {banner && <img className={styles.banner} src={banner.image} alt={banner.title ?? draw.name} />}
        <h2 className={styles.title}>{draw.name}</h2>
        {draw.remarks && <p className={styles.remarks}>{draw.remarks}</p>}
        {chances !== undefined && phase !== 'result' && <p className={styles.chances}>您还有 {chances} 次抽奖机会</p>}
        <div className={styles.stage}>
          <PrizeGrid
            prizes={activity?.prizes ?? []}
            spinning={phase === 'drawing'}
            landedOn={result?.prize.id}
            busy={drawing}
            disabled={!activity || chances === 0 || phase === 'result'}
            onDraw={start}
          />
          {result && (
            <section className={styles.result} aria-label="抽奖结果">
              <PrizeFigure prize={result.prize} />
              <h3 className={result.is_win ? styles.won : styles.lost}>{result.msg}</h3>
              <p className={styles.detail}>{result.detail}</p>
              <div className={styles.resultActions}>
                <Button type="primary" onClick={close}>
                  我知道了
                </Button>
                <Link to={DRAW_RECORDS_PATH} className={styles.recordsLink}>
                  查看抽奖记录
                </Link>
              </div>
            </section>
          )}
        </div>
        <WinnersMarquee winners={winners} />
      </div>
    </div>
  );
}
