import type { ReactNode } from 'react';
import styles from './choice.module.css';

interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** The label drawn beside the box; without it, `aria-label` names the box (a table row's tick). */
  children?: ReactNode;
  'aria-label'?: string;
  /** Some of what it stands for is ticked (a group, 全选): drawn as a dash, read as "mixed". */
  indeterminate?: boolean;
  disabled?: boolean;
  title?: string;
  className?: string;
}

/** A native checkbox with its label, in the store's red (accent-color), where the page draws without antd. */
export function Checkbox({
  checked,
  onChange,
  children,
  indeterminate = false,
  disabled = false,
  title,
  className,
  ...named
}: CheckboxProps) {
  return (
    <label className={[styles.choice, disabled && styles.disabled, className].filter(Boolean).join(' ')} title={title}>
      <input
        type="checkbox"
        className={styles.input}
        aria-label={named['aria-label']}
        checked={checked}
        disabled={disabled}
        // indeterminate is a property of the element, not an attribute React can set.
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children !== undefined && <span>{children}</span>}
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
