import { CreditCardOutlined, GlobalOutlined, WalletOutlined } from '@ant-design/icons';
import type { PayMethod } from '@yc/contracts';
import { PAY_METHOD_TEXT } from '@yc/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import styles from './order-pay.module.css';

interface PayMethodsProps {
  payAmount: number;
  /** undefined while loading. */
  balance: number | undefined;
  creditAvailable: number | undefined;
  value: PayMethod;
  onChange(method: PayMethod): void;
}

interface Option {
  method: PayMethod;
  icon: ReactNode;
  detail: ReactNode;
  short: boolean;
  /** Why it cannot pay this order, with the way out; outside the button so its link stays clickable. */
  refusal?: ReactNode;
}

/** 余额支付 (with the balance), 账期支付 (with the credit available) and 在线支付; a method that cannot cover the order says why. */
export function PayMethods({ payAmount, balance, creditAvailable, value, onChange }: PayMethodsProps) {
  const walletShort = balance !== undefined && balance < payAmount;
  const creditShort = creditAvailable !== undefined && creditAvailable < payAmount;
  const options: Option[] = [
    {
      method: 'wallet',
      icon: <WalletOutlined />,
      short: walletShort,
      detail: (
        <>
          账户余额 <strong>{balance === undefined ? '—' : yuan(balance)}</strong>
        </>
      ),
      refusal: walletShort && (
        <>
          余额不足，还差 {yuan((Math.round(payAmount * 100) - Math.round((balance ?? 0) * 100)) / 100)}，
          <Link to={paths.wdqbYegl} className={styles.recharge}>
            去充值
          </Link>
        </>
      ),
    },
    {
      method: 'credit',
      icon: <CreditCardOutlined />,
      short: creditShort,
      detail: (
        <>
          可用额度 <strong>{creditAvailable === undefined ? '—' : yuan(creditAvailable)}</strong>
        </>
      ),
      refusal: creditShort && <>账期可用额度不足</>,
    },
    { method: 'online', icon: <GlobalOutlined />, short: false, detail: <>跳转到支付平台完成付款</> },
  ];
  return (
    <div className={styles.methods} role="radiogroup" aria-label="支付方式">
      {options.map((option) => (
        <div key={option.method} className={styles.methodBox}>
          <button
            type="button"
            role="radio"
            aria-checked={value === option.method}
            disabled={option.short}
            className={`${styles.method} ${value === option.method ? styles.methodChecked : ''}`}
            onClick={() => onChange(option.method)}
          >
            <span className={styles.methodName}>
              {option.icon} {PAY_METHOD_TEXT[option.method]}
            </span>
            <span className={styles.methodDetail}>{option.detail}</span>
          </button>
          {option.refusal && (
            <p className={styles.reason} role="note">
              {option.refusal}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
