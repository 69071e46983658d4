import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { AddressView } from '@yc/contracts';
import styles from './checkout.module.css';

interface AddressSectionProps {
  addresses: readonly AddressView[];
  selectedId: number | null;
  onSelect(id: number): void;
  onAdd(): void;
}

/** 收货地址: one card per address of the store, the chosen one marked; a new one can be added here. */
export function AddressSection({ addresses, selectedId, onSelect, onAdd }: AddressSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="checkout-address">
      <h2 id="checkout-address" className={styles.sectionTitle}>
        收货地址
        <Button size="small" icon={<PlusOutlined />} onClick={onAdd} className={styles.titleAction}>
          新增收货地址
        </Button>
      </h2>
      {addresses.length === 0 ? (
        <p className={styles.muted}>您还没有收货地址，请先新增收货地址。</p>
      ) : (
        <div className={styles.addresses} role="radiogroup" aria-label="收货地址">
          {addresses.map((address) => {
            const checked = address.id === selectedId;
            return (
              <button
                key={address.id}
                type="button"
                role="radio"
                aria-checked={checked}
                className={`${styles.address} ${checked ? styles.addressChecked : ''}`}
                onClick={() => onSelect(address.id)}
              >
                <span className={styles.addressHead}>
                  <strong>{address.consignee}</strong>
                  <span>{address.phone}</span>
                  {address.is_default === 1 && <span className={styles.defaultMark}>默认</span>}
                </span>
                <span className={styles.addressText}>{address.full_address}</span>
                {checked && <CheckCircleFilled className={styles.addressTick} />}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
