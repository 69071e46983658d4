import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

interface TabsProps {
  items: readonly { key: string; label: string }[];
  activeKey: string;
  onChange(key: string): void;
  className?: string;
}

/**
 * A row of tabs that filters what is under it, in antd's look, without antd: the cart draws on a member's first visit
 * before antd loads. One tab is in the tab order; the arrow keys, Home and End move between them, as WAI-ARIA's tabs.
 */
export function Tabs({ items, activeKey, onChange, className }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const moveTo = (index: number) => {
    const key = items[(index + items.length) % items.length].key;
    onChange(key);
    list.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveTo(to);
  };
  return (
    <div ref={list} role="tablist" className={[styles.tabs, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-key={item.key}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
