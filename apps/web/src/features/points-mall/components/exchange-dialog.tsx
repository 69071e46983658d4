import { InputNumber, Modal } from 'antd';
import { POINTS_EXCHANGE_MAX, type PointsExchangeResult, type PointsGoods } from '@yc/contracts';
import { useState } from 'react';
import { useExchangePoints } from '../api/exchange-points';
import styles from './points-mall.module.css';

interface ExchangeDialogProps {
  gift: PointsGoods;
  balance: number;
  onCancel(): void;
  onDone(result: PointsExchangeResult): void;
}

/** How many of a gift to exchange, what it costs and what is left; the server checks both again. */
export function ExchangeDialog({ gift, balance, onCancel, onDone }: ExchangeDialogProps) {
  const [number, setNumber] = useState(1);
  const exchange = useExchangePoints();
  const most = Math.max(1, Math.min(POINTS_EXCHANGE_MAX, gift.stock, Math.floor(balance / gift.points)));
  const cost = gift.points * number;
  return (
    <Modal
      open
      title="兑换礼品"
      okText="确认兑换"
      cancelText="取消"
      confirmLoading={exchange.isPending}
      onCancel={onCancel}
      onOk={() => exchange.mutate({ goods_id: gift.id, number }, { onSuccess: onDone })}
    >
      <div className={styles.exchange}>
        <img src={gift.image} alt="" className={styles.exchangeImage} />
        <div>
          <h3 className={styles.exchangeName}>{gift.name}</h3>
          <p className={styles.exchangeLine}>单价：{gift.points} 积分</p>
          <label className={styles.exchangeLine}>
            兑换数量：
            <InputNumber aria-label="兑换数量" min={1} max={most} precision={0} value={number} onChange={(v) => setNumber(v ?? 1)} />
          </label>
          <p className={styles.exchangeLine}>
            所需积分：<strong className={styles.cost}>{cost}</strong>，兑换后剩余 {balance - cost} 积分
          </p>
        </div>
      </div>
    </Modal>
  );
}
