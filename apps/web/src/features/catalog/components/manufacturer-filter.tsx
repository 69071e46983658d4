import { AutoComplete, Input } from 'antd';
import { KEYWORD_MAX, SEARCH_DEBOUNCE_MS, SearchType } from '@yc/contracts';
import { useState } from 'react';
import { useSuggestions } from '../api/get-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

interface ManufacturerFilterProps {
  value: string | undefined;
  onChange(manufacturer: string | undefined): void;
}

/** 生产厂家: typed with the manufacturer suggestions of the search box, chosen by exact name. */
export function ManufacturerFilter({ value, onChange }: ManufacturerFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [lastValue, setLastValue] = useState(value);
  // The address changed the filter (back button, a cleared filter): the box follows it.
  if (lastValue !== value) {
    setLastValue(value);
    setText(value ?? '');
  }
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data = [] } = useSuggestions({ keywords: typed.value, type: SearchType.MANUFACTURER }, { enabled: typed.value !== value });

  const apply = (next: string) => {
    const trimmed = next.trim();
    onChange(trimmed === '' ? undefined : trimmed);
  };

  return (
    <AutoComplete
      value={text}
      options={data.map((name) => ({ value: name, label: name }))}
      onChange={(next: string) => setText(next)}
      onSelect={(next: string) => apply(next)}
      style={{ width: 260 }}
      popupMatchSelectWidth={260}
    >
      <Input.Search
        size="small"
        aria-label="生产厂家"
        placeholder="输入厂家名称筛选"
        allowClear
        maxLength={KEYWORD_MAX}
        enterButton="确定"
        onSearch={(next, _event, info) => (info?.source === 'clear' ? onChange(undefined) : apply(next))}
      />
    </AutoComplete>
  );
}
