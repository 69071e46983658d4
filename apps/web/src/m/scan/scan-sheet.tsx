/**
 * The scan sheet (issue 38): the back camera's picture with a frame to hold the code in, what the last scan did,
 * and a field to type a code, always there (a refused camera, a worn label). On the cart it keeps scanning: each
 * goods goes in with a beep and the count grows; elsewhere the first goods found is opened.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../feedback';
import { navigate } from '../router';
import { Sheet } from '../ui/sheet';
import { beep } from './beep';
import { cameraRefusal, closeCamera, openCamera, startDecoding } from './camera';
import { actOnScan, type ScanMode } from './scan-actions';
import styles from './scan-sheet.module.css';

/**
 * The camera sees a code many times a second: the same code is taken again only once it has been out of sight this
 * long (the box taken away and the next one of the same goods held up), never while it stays in the picture.
 */
const SAME_CODE_MS = 1500;

type Camera = { state: 'starting' } | { state: 'on' } | { state: 'refused'; message: string };

interface Line {
  key: number;
  text: string;
  ok: boolean;
}

export function ScanSheet({ mode, onClose }: { mode: ScanMode; onClose(): void }) {
  const queryClient = useQueryClient();
  const videoRef = useRef<HTMLVideoElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [camera, setCamera] = useState<Camera>({ state: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [lines, setLines] = useState<Line[]>([]);
  const [added, setAdded] = useState(0);
  const [typed, setTyped] = useState('');
  const busy = useRef(false);
  const last = useRef({ text: '', at: 0 });
  const keyRef = useRef(0);
  const inputId = useId();

  const say = (text: string, ok: boolean) => {
    keyRef.current += 1;
    const line = { key: keyRef.current, text, ok };
    setLines((shown) => [line, ...shown].slice(0, 5));
  };

  const take = async (text: string, fromCamera: boolean) => {
    const now = Date.now();
    if (fromCamera && text === last.current.text && now - last.current.at < SAME_CODE_MS) {
      last.current.at = now;
      return;
    }
    if (busy.current) return;
    busy.current = true;
    last.current = { text, at: now };
    try {
      const outcome = await actOnScan(queryClient, text, mode);
      if (outcome.kind === 'open') {
        beep();
        onClose();
        navigate(outcome.href);
        if (outcome.note) toast(outcome.note);
      } else if (outcome.kind === 'added') {
        beep();
        setAdded((n) => n + 1);
        say([`已加入 ${outcome.name} ${outcome.number}${outcome.unit}`, ...outcome.notices].join('；'), true);
      } else {
        say(outcome.message, false);
      }
    } finally {
      // The pause starts when the answer is in, so a slow network does not let the same box in twice.
      last.current = { text, at: Date.now() };
      busy.current = false;
    }
  };
  // The camera stays open across renders: its reads go to the latest take.
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });

  useEffect(() => {
    bodyRef.current?.focus();
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    let stream: MediaStream | undefined;
    let stop: (() => void) | undefined;
    let closed = false;
    setCamera({ state: 'starting' });
    openCamera()
      .then(async (opened) => {
        stream = opened;
        if (closed) return closeCamera(opened);
        stop = await startDecoding(opened, video, (text) => void takeRef.current(text, true));
        if (closed) stop();
        else setCamera({ state: 'on' });
      })
      .catch((error: unknown) => {
        if (!closed) setCamera({ state: 'refused', message: cameraRefusal(error) });
      });
    return () => {
      closed = true;
      stop?.();
      if (stream) closeCamera(stream);
    };
  }, [attempt]);

  const title = mode === 'cart' ? '扫码加购' : '扫一扫';
  return (
    <Sheet open title={title} onClose={onClose}>
      <div ref={bodyRef} className={styles.body} tabIndex={-1}>
        <div className={styles.viewfinder} hidden={camera.state === 'refused'}>
          <video ref={videoRef} className={styles.video} muted playsInline aria-label="相机取景" />
          <span className={styles.frame} aria-hidden="true" />
        </div>
        {camera.state === 'refused' ? (
          <div className={styles.refused} role="alert">
            <p>{camera.message}</p>
            <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
              重试
            </button>
          </div>
        ) : (
          <p className={styles.hint}>{camera.state === 'starting' ? '正在打开相机…' : '将商品条码或追溯码对准框内，自动识别'}</p>
        )}
        {mode === 'cart' && (
          <p className={styles.count} role="status">
            本次已加入 <strong>{added}</strong> 件商品
          </p>
        )}
        <ul className={styles.lines} aria-label="扫码结果" aria-live="polite">
          {lines.map((line) => (
            <li key={line.key} className={line.ok ? styles.ok : styles.error}>
              {line.text}
            </li>
          ))}
        </ul>
        <form
          className={styles.manual}
          onSubmit={(event) => {
            event.preventDefault();
            const text = typed.trim();
            if (text === '') return;
            setTyped('');
            void take(text, false);
          }}
        >
          <label htmlFor={inputId} className={styles.label}>
            手动输入条码或追溯码
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              value={typed}
              autoComplete="off"
              enterKeyHint="done"
              placeholder="69开头的条码或20位追溯码"
              onChange={(event) => setTyped(event.target.value)}
            />
            <button type="submit" className={styles.submit}>
              确定
            </button>
          </div>
        </form>
      </div>
    </Sheet>
  );
}
