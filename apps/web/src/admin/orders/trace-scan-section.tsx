/**
 * 追溯码 capture at outbound (issue 37): one field a keyboard-wedge scanner types into (the code, then
 * Enter), each code posted in turn onto the line being scanned, the result flashed under the field,
 * and per line its batches, boxes, count and codes. The field never loses focus to a dialog: the
 * next box is scanned while the last one's answer is read. A WMS's file of the order's boxes goes in
 * whole beside it (trace-import).
 */
import { useQuery } from '@tanstack/react-query';
import { parseTraceCode, type OrderTraceCodes } from '@yc/contracts';
import { Button, Card, Popconfirm, Radio, Tag, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { formatSecondsTime } from '../../lib/format/time';
import { isApiError } from '../../lib/http';
import { postTraceCode, traceCodesQueryOptions, useAddScannedCode, useCachedTraceCodes, useRemoveTraceCode } from './api/trace-codes';
import { TraceImport } from './trace-import';
import { TraceScanField, type ScanAnswer } from './trace-scan-field';
import styles from './trace-scan-section.module.css';

type Line = OrderTraceCodes['lines'][number];

const INPUT_ID = 'trace-scan-input';

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
  const [chosen, setChosen] = useState<number | null>(null);
  const chosenRef = useRef<number | null>(null);

  if (!view.data) return null;
  const data = view.data;
  const drugs = data.lines.filter(needsCodes);
  if (drugs.length === 0 && data.lines.every((l) => l.codes.length === 0)) return null;
  const target = targetLine(data.lines, chosen);
  const scanned = drugs.reduce((n, l) => n + Math.min(l.codes.length, l.quantity), 0);
  const needed = drugs.reduce((n, l) => n + l.quantity, 0);

  const choose = (id: number) => {
    chosenRef.current = id;
    setChosen(id);
  };

  /** One code: read as the server reads it, posted onto the line scanned now. */
  const scanOne = async (raw: string): Promise<ScanAnswer> => {
    const parsed = parseTraceCode(raw);
    if (!parsed.ok) return { ok: false, text: `${raw.trim()}：${parsed.error}` };
    const line = targetLine(cache.current()?.lines ?? [], chosenRef.current);
    if (!line) return { ok: false, text: '本订单没有需要扫码的商品' };
    choose(line.order_item_id);
    try {
      const result = await postTraceCode(orderId, { order_item_id: line.order_item_id, code: raw });
      addScanned(line.order_item_id, result);
      return { ok: true, text: `已扫 ${result.scanned}/${result.quantity} · 第${line.line_no}行 ${line.name} · ${result.code}` };
    } catch (error) {
      return { ok: false, text: isApiError(error) && error.message ? error.message : `追溯码 ${parsed.value.code} 未能提交，请重扫` };
    }
  };

  const refocus = () => input.current?.focus();

  return (
    <Card title="追溯码" extra={<span>{`合计 已扫 ${scanned}/${needed}`}</span>}>
      {data.can_scan === 1 && target && (
        <TraceScanField
          ref={input}
          id={INPUT_ID}
          label="扫描追溯码"
          logLabel="扫码结果"
          placeholder="用扫码枪扫描药盒，或粘贴追溯码（每行一个）"
          target={`扫入：第${target.line_no}行 ${target.name}（已扫 ${target.codes.length}/${target.quantity}）`}
          submit={scanOne}
          onSettled={() => void cache.refresh()}
        />
      )}
      {data.can_scan === 1 && drugs.length > 0 && <TraceImport orderId={orderId} />}
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
