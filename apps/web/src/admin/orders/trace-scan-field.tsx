/**
 * The field a keyboard-wedge scanner types 追溯码 into (the code's keys, then Enter), for boxes going
 * out and boxes coming back: codes are handed on one after another in the order scanned or pasted,
 * whatever the scanner's pace, and each answer flashes under the field in an aria-live log. Nothing
 * here opens a dialog, so the focus stays for the next box.
 */
import { Input, type InputRef } from 'antd';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styles from './trace-scan-section.module.css';

export interface ScanAnswer {
  ok: boolean;
  text: string;
}

interface TraceScanFieldProps {
  id: string;
  label: string;
  /** The answers' log, as a screen reader names it. */
  logLabel: string;
  placeholder: string;
  /** Where the next code goes, read out with the field. */
  target: ReactNode;
  /** One code as typed or pasted; the answer to flash. */
  submit(raw: string): Promise<ScanAnswer>;
  /** Every code handed on has its answer: the caller reads its lists again. */
  onSettled(): void;
  /** The field, for the caller to give the focus back after a click elsewhere (a line chosen, a code deleted). */
  ref?: Ref<InputRef>;
}

/** Enough of the latest answers to read a pasted batch's refusals; older ones scroll out. */
const LOG_LENGTH = 12;

export function TraceScanField({ id, label, logLabel, placeholder, target, submit, onSettled, ref }: TraceScanFieldProps) {
  const [text, setText] = useState('');
  const [log, setLog] = useState<(ScanAnswer & { key: number })[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const nextKey = useRef(0);

  const say = (answer: ScanAnswer) => setLog((old) => [{ ...answer, key: ++nextKey.current }, ...old].slice(0, LOG_LENGTH));

  const enqueue = (codes: string[]) => {
    pending.current += 1;
    queue.current = queue.current
      .then(async () => {
        let taken = 0;
        for (const code of codes) {
          const answer = await submit(code);
          if (answer.ok) taken += 1;
          say(answer);
        }
        if (codes.length > 1)
          say({ ok: taken === codes.length, text: `粘贴 ${codes.length} 个追溯码：成功 ${taken} 个，未通过 ${codes.length - taken} 个` });
      })
      .finally(() => {
        pending.current -= 1;
        if (pending.current === 0) onSettled();
      });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter ends a scan; while an IME composes, Enter picks its word instead.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (text.trim() === '') return;
    enqueue([text]);
    setText('');
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const codes = e.clipboardData
      .getData('text')
      .split(/\r?\n/)
      .filter((c) => c.trim() !== '');
    if (codes.length < 2) return;
    // Several lines: each is a code, handed on in order; one line stays in the field to be checked and entered.
    e.preventDefault();
    enqueue(codes);
  };

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <Input
          id={id}
          ref={ref}
          className={styles.input}
          size="large"
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-describedby={`${id}-target`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <span id={`${id}-target`} className={styles.target}>
          {target}
        </span>
      </div>
      <ul className={styles.log} role="log" aria-live="polite" aria-label={logLabel}>
        {log.map((f, k) => (
          <li key={f.key} className={`${styles.entry} ${f.ok ? styles.ok : styles.error} ${k === 0 ? styles.fresh : ''}`}>
            {f.text}
          </li>
        ))}
      </ul>
    </>
  );
}
