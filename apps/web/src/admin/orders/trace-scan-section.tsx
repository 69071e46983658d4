/**
 * 追溯码 capture at outbound (issue 37): one field a keyboard-wedge scanner types into (the code, then
 * Enter), each code posted in turn onto the line being scanned, the result flashed under the field,
 * and per line its batches, boxes, count and codes. The field never loses focus to a dialog: the
 * next box is scanned while the last one's answer is read.
 */
import { useQuery } from '@tanstack/react-query';
import { parseTraceCode, type OrderTraceCodes } from '@yc/contracts';
import { Button, Card, Input, Popconfirm, Radio, Tag, type InputRef } from 'antd';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { formatSecondsTime } from '../../lib/format/time';
import { isApiError } from '../../lib/http';
import { postTraceCode, traceCodesQueryOptions, useAddScannedCode, useCachedTraceCodes, useRemoveTraceCode } from './api/trace-codes';
import styles from './trace-scan-section.module.css';

type Line = OrderTraceCodes['lines'][number];
interface Feedback {
  key: number;
  ok: boolean;
  text: string;
}

const INPUT_ID = 'trace-scan-input';
/** Enough of the latest answers to read a pasted batch's refusals; older ones scroll out. */
const LOG_LENGTH = 12;

const needsCodes = (l: Line) => l.trace_exempt === 0;
const isFull = (l: Line) => l.codes.length >= l.quantity;

/** The line a code goes onto: the chosen one, else (once full) the next drug line still short of codes. */
function targetLine(lines: Line[], chosen: number | null): Line | undefined {
  const drugs = lines.filter(needsCodes);
  const at = drugs.findIndex((l) => l.order_item_id === chosen);
  const picked = drugs[at];
  if (picked && !isFull(picked)) return picked;
  const after = [...drugs.slice(at + 1), ...drugs.slice(0, Math.max(at, 0))];
  // Every line full: the chosen one still takes the scan, and the server says it is full.
  return after.find((l) => !isFull(l)) ?? picked ?? drugs[0];
}

export function TraceScanSection({ orderId }: { orderId: number }) {
  const view = useQuery(traceCodesQueryOptions(orderId));
  const cache = useCachedTraceCodes(orderId);
  const addScanned = useAddScannedCode(orderId);
  const remove = useRemoveTraceCode(orderId);
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [log, setLog] = useState<Feedback[]>([]);
  const chosenRef = useRef<number | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pending = useRef(0);
  const nextKey = useRef(0);

  if (!view.data) return null;
  const data = view.data;
  const drugs = data.lines.filter(needsCodes);
  if (drugs.length === 0 && data.lines.every((l) => l.codes.length === 0)) return null;
  const target = targetLine(data.lines, chosen);
  const scanned = drugs.reduce((n, l) => n + Math.min(l.codes.length, l.quantity), 0);
  const needed = drugs.reduce((n, l) => n + l.quantity, 0);

  const say = (ok: boolean, message: string) =>
    setLog((old) => [{ key: ++nextKey.current, ok, text: message }, ...old].slice(0, LOG_LENGTH));
  const choose = (id: number) => {
    chosenRef.current = id;
    setChosen(id);
  };

  /** One code: read as the server reads it, posted onto the line scanned now, its answer said. */
  const scanOne = async (raw: string): Promise<boolean> => {
    const parsed = parseTraceCode(raw);
    if (!parsed.ok) {
      say(false, `${raw.trim()}：${parsed.error}`);
      return false;
    }
    const line = targetLine(cache.current()?.lines ?? [], chosenRef.current);
    if (!line) return false;
    choose(line.order_item_id);
    try {
      const result = await postTraceCode(orderId, { order_item_id: line.order_item_id, code: raw });
      addScanned(line.order_item_id, result);
      say(true, `已扫 ${result.scanned}/${result.quantity} · 第${line.line_no}行 ${line.name} · ${result.code}`);
      return true;
    } catch (error) {
      say(false, isApiError(error) && error.message ? error.message : `追溯码 ${parsed.value.code} 未能提交，请重扫`);
      return false;
    }
  };

  /** Codes go out one after another in the order scanned, whatever the scanner's pace; the lines are read again once all are answered. */
  const enqueue = (codes: string[]) => {
    pending.current += 1;
    queue.current = queue.current
      .then(async () => {
        let taken = 0;
        for (const code of codes) if (await scanOne(code)) taken += 1;
        if (codes.length > 1)
          say(taken === codes.length, `粘贴 ${codes.length} 个追溯码：成功 ${taken} 个，未通过 ${codes.length - taken} 个`);
      })
      .finally(() => {
        pending.current -= 1;
        if (pending.current === 0) void cache.refresh();
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
    // Several lines: each is a code, posted in order; one line stays in the field to be checked and entered.
    e.preventDefault();
    enqueue(codes);
  };

  const refocus = () => input.current?.focus();

  return (
    <Card title="追溯码" extra={<span>{`合计 已扫 ${scanned}/${needed}`}</span>}>
      {data.can_scan === 1 && target && (
        <>
          <div className={styles.field}>
            <label htmlFor={INPUT_ID}>扫描追溯码</label>
            <Input
              id={INPUT_ID}
              ref={input}
              className={styles.input}
              size="large"
              autoFocus
              autoComplete="off"
              spellCheck={false}
              placeholder="用扫码枪扫描药盒，或粘贴追溯码（每行一个）"
              aria-describedby={`${INPUT_ID}-target`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
            />
            <span id={`${INPUT_ID}-target`} className={styles.target}>
              {`扫入：第${target.line_no}行 ${target.name}（已扫 ${target.codes.length}/${target.quantity}）`}
            </span>
          </div>
          <ul className={styles.log} role="log" aria-live="polite" aria-label="扫码结果">
            {log.map((f, k) => (
              <li key={f.key} className={`${styles.entry} ${f.ok ? styles.ok : styles.error} ${k === 0 ? styles.fresh : ''}`}>
                {f.text}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.lines}>
        {data.lines.map((l) => (
          <section
            key={l.order_item_id}
            aria-label={`第${l.line_no}行 ${l.name}`}
            className={`${styles.line} ${data.can_scan === 1 && l.order_item_id === target?.order_item_id ? styles.current : ''}`}
          >
            <div className={styles.head}>
              <strong>{`第${l.line_no}行 ${l.name}`}</strong>
              {needsCodes(l) ? (
                <Tag color={isFull(l) ? 'success' : 'processing'}>{`已扫 ${l.codes.length}/${l.quantity}`}</Tag>
              ) : (
                <Tag>无追溯码</Tag>
              )}
            </div>
            <div className={styles.facts}>
              {l.spec && <span>规格 {l.spec}</span>}
              <span>批号 {l.batches.length ? l.batches.join('、') : '—'}</span>
              <span>{`${l.quantity} 盒`}</span>
              {data.can_scan === 1 && needsCodes(l) && (
                <Radio
                  name="trace-line"
                  checked={l.order_item_id === target?.order_item_id}
                  onChange={() => {
                    choose(l.order_item_id);
                    refocus();
                  }}
                >
                  扫入此行
                </Radio>
              )}
            </div>
            {l.codes.length > 0 && (
              <ul className={styles.codes} aria-label={`第${l.line_no}行的追溯码`}>
                {l.codes.map((c) => (
                  <li key={c.id} className={styles.code}>
                    <code>{c.code}</code>
                    <span
                      className={styles.who}
                    >{`${c.batch_no ? `批号 ${c.batch_no} · ` : ''}${c.scanned_by} ${formatSecondsTime(c.scanned_at)}`}</span>
                    {data.can_scan === 1 && (
                      <Popconfirm
                        title={`删除追溯码 ${c.code}？`}
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => remove.mutate(c.id, { onSettled: refocus })}
                      >
                        <Button size="small" type="link" danger aria-label={`删除追溯码 ${c.code}`}>
                          删除
                        </Button>
                      </Popconfirm>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Card>
  );
}
