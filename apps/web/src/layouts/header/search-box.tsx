import { KEYWORD_MAX, SEARCH_DEBOUNCE_MS, SearchType, STICKY_SEARCH_THRESHOLD_PX } from '@yc/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { generatePath, Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Checkbox, RadioGroup, type ChoiceOption } from '../../components/ui/choice';
import { BRAND_NAME } from '../../config/brand';
import { paths, searchHref } from '../../config/paths';
import { useHotGoods } from '../../features/catalog/api/get-hot-goods';
import { useSuggestions } from '../../features/catalog/api/get-suggestions';
import { useScannedGoods } from '../../features/catalog/components/use-scanned-goods';
import {
  clearSuggestionCache,
  readSuggestionCache,
  writeSuggestionCache,
  type CachedSuggestions,
} from '../../features/catalog/lib/suggestion-cache';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { BarcodeKeys } from './barcode-keys';
import styles from './search-box.module.css';

/** 扫码加购 stays ticked on this browser. */
const SCAN_ADD_KEY = 'yc-scan-add';

type SearchTypeValue = (typeof SearchType)[keyof typeof SearchType];

const PLACEHOLDER: Record<SearchTypeValue, string> = {
  [SearchType.DRUG]: '药品名称/拼音首字母',
  [SearchType.MANUFACTURER]: '厂家名称',
};

const TYPE_OPTIONS: ChoiceOption<SearchTypeValue>[] = [
  { label: '药品', value: SearchType.DRUG },
  { label: '厂家', value: SearchType.MANUFACTURER },
];

const toType = (value: unknown): SearchTypeValue =>
  value === SearchType.MANUFACTURER || value === String(SearchType.MANUFACTURER) ? SearchType.MANUFACTURER : SearchType.DRUG;

const isSearchPage = (pathname: string) => pathname === paths.search || pathname === paths.searchTable;

/** The keyword and type of the search results page being shown, or null elsewhere. */
function searchedFor(pathname: string, search: string): { keywords: string; type: SearchTypeValue } | null {
  if (!isSearchPage(pathname)) return null;
  const query = new URLSearchParams(search);
  return { keywords: query.get('keywords') ?? '', type: toType(query.get('type')) };
}

/** The suggestion with the typed part marked; plain text nodes only, never HTML (spec: no server text as markup). */
function highlight(text: string, typed: string): ReactNode {
  const at = typed === '' ? -1 : text.indexOf(typed);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <b>{text.slice(at, at + typed.length)}</b>
      {text.slice(at + typed.length)}
    </>
  );
}

/** Spec section 2: once the page has scrolled 205 px or more the box rides along as a bar. */
function useSticky(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY >= STICKY_SEARCH_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return sticky;
}

/** How many best sellers (GET /api/goods/hot) the empty box offers. */
const HOT_SHOWN = 8;

/**
 * The header search box of spec sections 2, 5 and 9: drug / manufacturer switch, suggestions
 * debounced 500 ms and kept in localStorage, keyboard selection, hot searches, sticky bar. With the
 * cursor in the empty box, the best sellers (热销商品) drop down in the suggestions' place.
 */
export function SearchBox({ hotTerms }: { hotTerms: readonly string[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const sticky = useSticky();

  const searched = searchedFor(location.pathname, location.search);
  // Startup: the results page's own keyword, else the one the stored suggestions belong to.
  const [startup] = useState<{ cache: CachedSuggestions | null; keywords: string; type: SearchTypeValue }>(() => {
    const cache = readSuggestionCache();
    if (searched) return { cache, keywords: searched.keywords, type: searched.type };
    return { cache, keywords: cache?.keywords ?? '', type: toType(cache?.type) };
  });
  const [keywords, setKeywords] = useState(startup.keywords);
  const [type, setType] = useState<SearchTypeValue>(startup.type);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [interacted, setInteracted] = useState(false);
  const [focused, setFocused] = useState(false);
  const keys = useRef(new BarcodeKeys());
  const scan = useScannedGoods();
  const [scanAdd, setScanAdd] = useState(() => localStorage.getItem(SCAN_ADD_KEY) === '1');

  // Arriving on another results page (a hot search, the back button) puts its keyword in the box.
  const [shownSearch, setShownSearch] = useState(searched ? `${searched.type}:${searched.keywords}` : '');
  const searchKey = searched ? `${searched.type}:${searched.keywords}` : '';
  if (searched && searchKey !== shownSearch) {
    setShownSearch(searchKey);
    setKeywords(searched.keywords);
    setType(searched.type);
  }

  const typed = keywords.trim();
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const cache = startup.cache;
  const cacheFits = cache !== null && cache.keywords === debounced.value && cache.type === type && debounced.value !== '';
  const suggestions = useSuggestions(
    { keywords: debounced.value, type },
    {
      // The stored list is refreshed at startup when older than 5000 ms (staleTime), without waiting to be opened.
      enabled: interacted || cacheFits,
      initial: cacheFits ? { list: cache.list, timestamp: cache.timestamp } : undefined,
    },
  );

  useEffect(() => {
    if (suggestions.data === undefined || suggestions.dataUpdatedAt === 0 || debounced.value === '') return;
    writeSuggestionCache({ keywords: debounced.value, type, list: suggestions.data, timestamp: suggestions.dataUpdatedAt });
  }, [suggestions.data, suggestions.dataUpdatedAt, debounced.value, type]);

  const list = debounced.pending ? [] : (suggestions.data ?? []);
  const loading = typed !== '' && (debounced.pending || (suggestions.data === undefined && !suggestions.isError));
  const showList = open && typed !== '';
  const hot = (useHotGoods(interacted).data ?? []).slice(0, HOT_SHOWN);
  const showHot = focused && typed === '' && hot.length > 0;
  /** What the arrows move over: the suggestions, or the best sellers in the empty box. */
  const choices = showList ? list : showHot ? hot.map((goods) => goods.name) : [];

  const submit = (text: string) => {
    const trimmed = text.trim();
    setKeywords(trimmed);
    setOpen(false);
    setActive(-1);
    if (trimmed === '') clearSuggestionCache();
    const target = searchHref(trimmed, type);
    // A new search from the results table stays in the table view.
    navigate(location.pathname === paths.searchTable ? target.replace(paths.search, paths.searchTable) : target);
  };

  const change = (next: string) => {
    if (next === '') keys.current.reset();
    setKeywords(next);
    setInteracted(true);
    setActive(-1);
    if (next.trim() === '') {
      // Spec section 5: an empty keyword hides the list and clears the stored suggestions.
      setOpen(false);
      clearSuggestionCache();
    } else {
      setOpen(true);
    }
  };

  /** A scanned barcode opens (or, with 扫码加购, adds) its goods; anything else is searched. */
  const enter = (text: string) => {
    const code = text.trim();
    if (type !== SearchType.DRUG || !keys.current.scanned(code)) return submit(text);
    keys.current.reset();
    setKeywords('');
    setOpen(false);
    scan(code, scanAdd).then(
      (done) => {
        if (!done) submit(code);
      },
      () => submit(code),
    );
  };

  const openGoods = (id: number) => {
    setFocused(false);
    setActive(-1);
    navigate(generatePath(paths.listInfo, { id: String(id) }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key.length === 1) keys.current.key(event.timeStamp);
    const count = choices.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(typed !== '');
        if (count > 0) setActive((current) => (current + 1) % count);
        return;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(typed !== '');
        if (count > 0) setActive((current) => (current <= 0 ? count - 1 : current - 1));
        return;
      case 'Enter':
        event.preventDefault();
        if (showList && active >= 0 && active < count) submit(list[active]!);
        else if (showHot && active >= 0 && active < count) openGoods(hot[active]!.id);
        else enter(keywords);
        return;
      case 'Escape':
        setOpen(false);
        setFocused(false);
        setActive(-1);
        return;
    }
  };

  const activeId = (showList || showHot) && active >= 0 && active < choices.length ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.slot}>
      <div
        className={sticky ? styles.stickyBar : styles.inline}
        data-sticky={sticky ? 'true' : 'false'}
        role="search"
        aria-label="商品搜索"
      >
        <div className={sticky ? styles.stickyInner : styles.search}>
          {sticky && (
            <Link to={paths.home} className={styles.stickyBrand}>
              {BRAND_NAME}
            </Link>
          )}
          <div className={styles.box}>
            <RadioGroup
              // A name of its own: another radio group on the page (the listing's sort) must not share it.
              name="search-type"
              aria-label="搜索类型"
              className={styles.types}
              options={TYPE_OPTIONS}
              value={type}
              onChange={(value) => {
                setType(value);
                setActive(-1);
              }}
            />
            <Checkbox
              className={styles.scanAdd}
              checked={scanAdd}
              title="扫码枪扫入条形码后直接按起订量加入购物车"
              onChange={(checked) => {
                setScanAdd(checked);
                localStorage.setItem(SCAN_ADD_KEY, checked ? '1' : '0');
              }}
            >
              扫码加购
            </Checkbox>
            <div className={styles.field}>
              <input
                type="text"
                role="searchbox"
                aria-label="搜索关键词"
                aria-autocomplete="list"
                aria-controls={showList || showHot ? listId : undefined}
                aria-activedescendant={activeId}
                autoComplete="off"
                // The contract's keyword limit (GoodsSearchQuery): a longer one would only be refused.
                maxLength={KEYWORD_MAX}
                className={styles.input}
                placeholder={PLACEHOLDER[type]}
                value={keywords}
                onChange={(event) => change(event.target.value)}
                onFocus={() => {
                  setInteracted(true);
                  setFocused(true);
                  if (typed !== '') setOpen(true);
                }}
                onBlur={() => {
                  setOpen(false);
                  setFocused(false);
                }}
                onKeyDown={onKeyDown}
              />
              <Button variant="primary" size="large" className={styles.button} onClick={() => submit(keywords)}>
                搜索
              </Button>
              {showList && (
                <ul id={listId} role="listbox" aria-label="搜索建议" className={styles.suggestions}>
                  {loading ? (
                    <li className={styles.status} role="presentation">
                      搜索中...
                    </li>
                  ) : list.length === 0 ? (
                    <li className={styles.status} role="presentation">
                      暂无数据
                    </li>
                  ) : (
                    list.map((item, index) => (
                      <li
                        key={`${item}-${index}`}
                        id={`${listId}-${index}`}
                        role="option"
                        aria-selected={index === active}
                        className={index === active ? styles.optionActive : styles.option}
                        // mousedown, not click: the input's blur would close the list before a click lands.
                        onMouseDown={(event) => {
                          event.preventDefault();
                          submit(item);
                        }}
                        onMouseEnter={() => setActive(index)}
                      >
                        {highlight(item, typed)}
                      </li>
                    ))
                  )}
                </ul>
              )}
              {showHot && (
                <ul id={listId} role="listbox" aria-label="热销商品" className={styles.suggestions}>
                  <li className={styles.status} role="presentation">
                    热销商品
                  </li>
                  {hot.map((goods, index) => (
                    <li
                      key={goods.id}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className={index === active ? styles.optionActive : styles.option}
                      onMouseDown={(event) => {
                        event.preventDefault();
                        openGoods(goods.id);
                      }}
                      onMouseEnter={() => setActive(index)}
                    >
                      {goods.name}
                      <span className={styles.hotSpec}>{goods.ypgg}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
      </div>
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
