import type { OrderInfo } from '@yc/contracts';
import { Form, Input, Radio } from 'antd';
import type { HmBuyerState } from '../lib/hm-buyer';
import styles from './order-pay.module.css';

/** The pay page's 含麻药品采购人: the previous one to use again, or a name and 身份证号 typed in. */
export function HmBuyerFields({ order, state }: { order: OrderInfo; state: HmBuyerState }) {
  const last = order.hm_buyer_last;
  const reusing = state.reusing(order);
  const errorOf = (field: 'name' | 'id_no') => (state.error?.field === field ? state.error.message : undefined);
  return (
    <section className={styles.section} aria-labelledby="hm-buyer">
      <h2 id="hm-buyer" className={styles.sectionTitle}>
        含麻药品采购人
      </h2>
      <p className={styles.muted}>按含麻黄碱类复方制剂管理规定，须登记本次采购人的姓名和身份证号，发货与核查时使用。</p>
      {last && (
        <Radio.Group value={reusing ? 'last' : 'new'} onChange={(e) => state.setReuse(e.target.value === 'last')}>
          <Radio value="last">
            上次的采购人：{last.name}（{last.id_no}）
          </Radio>
          <Radio value="new">填写其他采购人</Radio>
        </Radio.Group>
      )}
      {!reusing && (
        <div className={styles.hmBuyer}>
          <Form.Item label="姓名" htmlFor="hm-buyer-name" required validateStatus={errorOf('name') && 'error'} help={errorOf('name')}>
            <Input
              id="hm-buyer-name"
              value={state.name}
              maxLength={20}
              autoComplete="name"
              onChange={(e) => state.setName(e.target.value)}
            />
          </Form.Item>
          <Form.Item label="身份证号" htmlFor="hm-buyer-id" required validateStatus={errorOf('id_no') && 'error'} help={errorOf('id_no')}>
            <Input id="hm-buyer-id" value={state.idNo} maxLength={18} autoComplete="off" onChange={(e) => state.setIdNo(e.target.value)} />
          </Form.Item>
        </div>
      )}
    </section>
  );
}
