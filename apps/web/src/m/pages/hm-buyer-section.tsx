import type { OrderInfo } from '@yc/contracts';
import type { HmBuyerState } from '../../features/payments/lib/hm-buyer';
import styles from './checkout-page.module.css';

/** The phone pay page's 含麻药品采购人: the previous one to use again, or a name and 身份证号 typed in. */
export function HmBuyerSection({ order, state }: { order: OrderInfo; state: HmBuyerState }) {
  const last = order.hm_buyer_last;
  const reusing = state.reusing(order);
  const errorOf = (field: 'name' | 'id_no') => (state.error?.field === field ? state.error.message : null);
  // The message sits beside the label, not in it: the field is announced by its name and described by the message.
  const input = (field: 'name' | 'id_no', label: string, value: string, set: (v: string) => void, max: number) => (
    <div className={styles.remark}>
      <label htmlFor={`m-hm-${field}`}>{label}</label>
      <input
        id={`m-hm-${field}`}
        className={styles.textInput}
        value={value}
        maxLength={max}
        autoComplete={field === 'name' ? 'name' : 'off'}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={errorOf(field) ? `m-hm-${field}-error` : undefined}
        onChange={(e) => set(e.target.value)}
      />
      {errorOf(field) && (
        <span id={`m-hm-${field}-error`} className={styles.warn} role="alert">
          {errorOf(field)}
        </span>
      )}
    </div>
  );
  return (
    <section className={styles.card} aria-labelledby="m-hm-buyer">
      <h2 id="m-hm-buyer" className={styles.heading}>
        含麻药品采购人
      </h2>
      <p className={styles.muted}>按规定须登记本次采购人的姓名和身份证号。</p>
      {last && (
        <div role="radiogroup" aria-labelledby="m-hm-buyer" className={styles.choices}>
          <button type="button" role="radio" aria-checked={reusing} className={styles.choice} onClick={() => state.setReuse(true)}>
            上次：{last.name}（{last.id_no}）
          </button>
          <button type="button" role="radio" aria-checked={!reusing} className={styles.choice} onClick={() => state.setReuse(false)}>
            填写其他采购人
          </button>
        </div>
      )}
      {!reusing && (
        <>
          {input('name', '姓名', state.name, state.setName, 20)}
          {input('id_no', '身份证号', state.idNo, state.setIdNo, 18)}
        </>
      )}
    </section>
  );
}
