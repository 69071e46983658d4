import { SearchType } from '@yc/contracts';
import { useState } from 'react';
import { useSuggestions } from '../../features/catalog/api/get-suggestions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { navigate, usePhoneLocation } from '../router';
import { searchHref } from '../paths';
import { ScanButton } from '../ui/scan-button';
import styles from './search-page.module.css';

const TYPES = [
  { type: SearchType.DRUG, label: '药品' },
  { type: SearchType.MANUFACTURER, label: '厂家' },
] as const;

/** The search box with the keyboard up and the desktop box's suggestions (GET /api/goods/search) under it. */
export function SearchPage() {
  const location = usePhoneLocation();
  const [text, setText] = useState(() => new URLSearchParams(location.search).get('keywords') ?? '');
  const [type, setType] = useState<number>(SearchType.DRUG);
  const typed = useDebouncedValue(text.trim(), 200).value;
  const { data: suggestions = [] } = useSuggestions({ keywords: typed, type }, { enabled: true });
  const go = (keywords: string) => {
    if (keywords.trim() !== '') navigate(searchHref(keywords.trim(), type));
  };
  return (
    <div>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go(text);
        }}
      >
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          aria-label="搜索商品"
          placeholder="药名、拼音首字母或厂家"
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          搜索
        </button>
        <ScanButton mode="open" />
      </form>
      <div className={styles.types} role="radiogroup" aria-label="搜索类型">
        {TYPES.map((option) => (
          <button
            key={option.type}
            type="button"
            role="radio"
            aria-checked={type === option.type}
            className={styles.type}
            onClick={() => setType(option.type)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {typed !== '' && suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label="搜索建议">
          {suggestions.map((word) => (
            <li key={word}>
              <button type="button" className={styles.suggestion} onClick={() => go(word)}>
                {word}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
