import { InputNumber, Modal, Select } from 'antd';
import { POINTS_EXCHANGE_MAX, type PointsExchangeResult, type PointsGoods } from '@yc/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAddresses } from '../../../lib/addresses';
import { useExchangePoints } from '../api/exchange-points';
import styles from './points-mall.module.css';

interface ExchangeDialogProps {
  gift: PointsGoods;
  balance: number;
  onCancel(): void;
  onDone(result: PointsExchangeResult): void;
}

/**
 * How many of a gift to exchange, what it costs and what is left, and where the parcel goes (the
 * store's default address unless another is picked); the server checks all of it again.
 */
export function ExchangeDialog({ gift, balance, onCancel, onDone }: ExchangeDialogProps) {
  const [number, setNumber] = useState(1);
  const addresses = useAddresses();
  // The list comes default first: that one is the choice until the buyer picks another.
  const [picked, setPicked] = useState<number>();
  const addressId = picked ?? addresses.data?.[0]?.id;
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
      okButtonProps={{ disabled: addressId === undefined }}
      onCancel={onCancel}
      onOk={() => exchange.mutate({ goods_id: gift.id, number, address_id: addressId }, { onSuccess: onDone })}
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
      <div className={styles.exchangeAddress}>
        <span>收货地址：</span>
        {addresses.data?.length === 0 ? (
          <span>
            请先添加收货地址，<Link to={paths.addr}>去添加</Link>
          </span>
        ) : (
          <Select
            aria-label="收货地址"
            className={styles.addressSelect}
            loading={addresses.isPending}
            value={addressId}
            onChange={setPicked}
            options={addresses.data?.map((a) => ({ value: a.id, label: `${a.consignee} ${a.phone} ${a.full_address}${a.is_default ? '（默认）' : ''}` }))}
          />
        )}
      </div>
    </Modal>
  );
}
