import { Select } from 'antd';
import type { CartGoods } from '@yc/contracts';
import dayjs from 'dayjs';
import { useId } from 'react';
import { REQUIREMENT_FIT_TEXT, requirementFit, VALIDITY_CHOICES, validityChoiceText } from '../lib/validity-requirement';
import styles from './validity-requirement.module.css';

interface Props {
  goods: Pick<CartGoods, 'name' | 'xq' | 'xq_to'>;
  /** Months asked for; 0 for 不限. */
  months: number;
  onChange(months: number): void;
  /** The server's refusal of this goods' requirement, shown until the buyer changes it. */
  refusal?: string;
}

/** The 效期要求 of a step 2 line: the choice, whether the batches in stock meet it, and the server's refusal of it. */
export function ValidityRequirement({ goods, months, onChange, refusal }: Props) {
  const fit = requirementFit(months, goods.xq, goods.xq_to, dayjs().format('YYYY-MM-DD'));
  // An id of its own: under test antd gives every unnamed control the same one, which the page's dialogs are labelled by.
  const id = useId();
  return (
    <div className={styles.requirement}>
      <Select
        id={id}
        size="small"
        aria-label={`${goods.name} 效期要求`}
        value={months}
        onChange={onChange}
        popupMatchSelectWidth={false}
        options={VALIDITY_CHOICES.map((m) => ({ value: m, label: validityChoiceText(m) }))}
      />
      {months > 0 && !refusal && <span className={fit === 'none' ? styles.unmet : styles.fit}>{REQUIREMENT_FIT_TEXT[fit]}</span>}
      {refusal && (
        <span className={styles.unmet} role="alert">
          {refusal}
        </span>
      )}
    </div>
  );
}
