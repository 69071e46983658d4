import { lazy, Suspense, useRef, useState } from 'react';
import { unlockBeep } from '../scan/beep';
import type { ScanMode } from '../scan/scan-actions';
import styles from './scan-button.module.css';

// The sheet, its decoder and the camera code load on the first tap: the pages' initial JS stays within its budget.
const ScanSheet = lazy(async () => ({ default: (await import('../scan/scan-sheet')).ScanSheet }));

/** 扫码 beside the search bar (opens the goods scanned) or 扫码加购 on the cart (adds goods after goods). */
export function ScanButton({ mode }: { mode: ScanMode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = mode === 'cart' ? '扫码加购' : '扫码';
  return (
    <>
      <button
        ref={button}
        type="button"
        className={mode === 'cart' ? styles.wide : styles.button}
        aria-haspopup="dialog"
        onClick={() => {
          unlockBeep();
          setOpen(true);
        }}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 8V4h4M17 4h4v4M21 16v4h-4M7 20H3v-4M7 8v8M10 8v8M13 8v8M17 8v8" />
        </svg>
        <span>{label}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanSheet
            mode={mode}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
