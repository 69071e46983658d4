import { useState } from 'react';
import styles from './search-field.module.css';

interface SearchFieldProps {
  /** Its name for a screen reader. */
  label: string;
  placeholder?: string;
  /** The words searched now (from the address), shown again and searched again on Enter. */
  value: string;
  maxLength?: number;
  onSearch(value: string): void;
}

/**
 * A search box with its 搜索 button in antd's Input.Search look, without antd, for member lists that draw before antd
 * loads. Emptying it searches for everything again, as antd's clear does.
 */
export function SearchField({ label, placeholder, value, maxLength, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className={styles.field}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <input
        type="search"
        className={styles.input}
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && value !== '') onSearch('');
        }}
      />
      <button type="submit" className={styles.button}>
        搜索
      </button>
    </form>
  );
}
