import type { ReactNode } from 'react';
import styles from './choice.module.css';

interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  title?: string;
  className?: string;
}

/** A native checkbox with its label, in the store's red (accent-color), where the page draws without antd. */
export function Checkbox({ checked, onChange, children, title, className }: CheckboxProps) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')} title={title}>
      <input type="checkbox" className={styles.input} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

export interface ChoiceOption<V extends string | number> {
  label: ReactNode;
  value: V;
}

interface GroupProps<V extends string | number> {
  options: readonly ChoiceOption<V>[];
  className?: string;
  'aria-label'?: string;
}

/** Checkboxes for a set of values: ticking one adds it, in the options' order. */
export function CheckboxGroup<V extends string | number>({
  options,
  value,
  onChange,
  className,
  ...aria
}: GroupProps<V> & { value: readonly V[]; onChange(value: V[]): void }) {
  const toggle = (option: V, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <div role="group" className={[styles.group, className].filter(Boolean).join(' ')} {...aria}>
      {options.map((option) => (
        <Checkbox key={String(option.value)} checked={value.includes(option.value)} onChange={(on) => toggle(option.value, on)}>
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}

interface RadioGroupProps<V extends string | number> extends GroupProps<V> {
  /** Keeps the group apart from another on the page (the search's, the sort's). */
  name: string;
  value: V;
  onChange(value: V): void;
  /** Joined buttons, the chosen one filled red, as antd's `optionType="button" buttonStyle="solid"`. */
  buttons?: boolean;
}

/** Radio buttons for one value, native so the arrow keys move between them. */
export function RadioGroup<V extends string | number>({
  name,
  options,
  value,
  onChange,
  buttons = false,
  className,
  ...aria
}: RadioGroupProps<V>) {
  return (
    <div role="radiogroup" className={[buttons ? styles.buttons : styles.group, className].filter(Boolean).join(' ')} {...aria}>
      {options.map((option) => (
        <label key={String(option.value)} className={buttons ? styles.button : styles.choice}>
          <input
            type="radio"
            className={buttons ? styles.hiddenInput : styles.input}
            name={name}
            value={String(option.value)}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
