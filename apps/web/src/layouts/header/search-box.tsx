import { Input, Radio } from 'antd';
import { SearchType } from '@yc/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { searchHref } from '../../config/paths';
import styles from './search-box.module.css';

type SearchTypeValue = (typeof SearchType)[keyof typeof SearchType];

const PLACEHOLDER: Record<SearchTypeValue, string> = {
  [SearchType.DRUG]: '药品名称/拼音首字母',
  [SearchType.MANUFACTURER]: '厂家名称',
};

const TYPE_OPTIONS = [
  { label: '药品', value: SearchType.DRUG },
  { label: '厂家', value: SearchType.MANUFACTURER },
];

/** Keyword box with the drug / manufacturer switch and the hot searches; the suggestion list is later work. */
export function SearchBox({ hotTerms }: { hotTerms: readonly string[] }) {
  const navigate = useNavigate();
  const [type, setType] = useState<SearchTypeValue>(SearchType.DRUG);
  const [keywords, setKeywords] = useState('');

  return (
    <div className={styles.search}>
      <Radio.Group
        className={styles.types}
        options={TYPE_OPTIONS}
        value={type}
        onChange={(event) => setType(event.target.value === SearchType.MANUFACTURER ? SearchType.MANUFACTURER : SearchType.DRUG)}
      />
      <Input.Search
        aria-label="搜索关键词"
        placeholder={PLACEHOLDER[type]}
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        // Spec section 5: the keyword is trimmed before submit.
        onSearch={(value) => navigate(searchHref(value.trim(), type))}
        enterButton="搜索"
        size="large"
      />
      {hotTerms.length > 0 && (
        <div className={styles.hot}>
          <span className={styles.hotLabel}>热门搜索：</span>
          {hotTerms.map((term) => (
            <Link key={term} to={searchHref(term, SearchType.DRUG)} className={styles.hotTerm}>
              {term}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
