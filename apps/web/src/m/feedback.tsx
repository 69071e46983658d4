/**
 * What the phone store says to the buyer: toasts and the 温馨提示 dialog, in the HTTP layer's one feedback host
 * (lib/http/feedback-host-state.ts), so every call's failure is told as on the desktop but without antd.
 */
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { create } from 'zustand';
import { setFeedbackHost, type FeedbackApi } from '../lib/http/feedback-host-state';
import styles from './feedback.module.css';

interface Dialog {
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText?: string;
  onOk?: () => unknown;
  onCancel?: () => unknown;
  afterClose?: () => unknown;
}

interface FeedbackState {
  toast: { text: ReactNode; key: number } | null;
  dialog: Dialog | null;
}

const useFeedback = create<FeedbackState>(() => ({ toast: null, dialog: null }));

const TOAST_MS = 2500;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let toastKey = 0;

/** A line at the bottom of the screen for a few seconds; the next one replaces it. */
export function toast(text: ReactNode): void {
  clearTimeout(toastTimer);
  toastKey += 1;
  useFeedback.setState({ toast: { text, key: toastKey } });
  toastTimer = setTimeout(() => useFeedback.setState({ toast: null }), TOAST_MS);
}

export function alertDialog(dialog: Dialog): void {
  useFeedback.setState({ dialog });
}

/** antd's calls take either the content or an object holding it; the phone shows the content. */
const contentOf = (args: unknown[]): ReactNode => {
  const [first] = args;
  if (first !== null && typeof first === 'object' && 'content' in first) return (first as { content: ReactNode }).content;
  return first as ReactNode;
};

const say = (...args: unknown[]): void => toast(contentOf(args));

interface ModalProps {
  title?: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  onOk?: () => unknown;
  onCancel?: () => unknown;
  afterClose?: () => unknown;
}

const dialogFor =
  (withCancel: boolean) =>
  (props: ModalProps): void =>
    alertDialog({
      title: props.title ?? '温馨提示',
      content: props.content ?? '',
      okText: typeof props.okText === 'string' ? props.okText : '确定',
      cancelText: withCancel ? (typeof props.cancelText === 'string' ? props.cancelText : '取消') : undefined,
      onOk: props.onOk,
      onCancel: props.onCancel,
      afterClose: props.afterClose,
    });

const toasts = { open: say, success: say, info: say, warning: say, error: say, loading: say, destroy: () => undefined };

/**
 * The host's API in antd's shape, which the HTTP layer speaks: the phone reads only each call's text and the
 * dialog's buttons, so the calls are typed as antd's without being antd's (their return values go unused).
 */
const phoneApi = {
  message: toasts,
  notification: toasts,
  modal: {
    info: dialogFor(false),
    success: dialogFor(false),
    warning: dialogFor(false),
    error: dialogFor(false),
    confirm: dialogFor(true),
  },
} as unknown as FeedbackApi;

function close(dialog: Dialog, pressed: (() => unknown) | undefined): void {
  useFeedback.setState({ dialog: null });
  pressed?.();
  dialog.afterClose?.();
}

/** Mounted once by the phone shell: the toast line and the dialog, and the HTTP layer's host while it is there. */
export function FeedbackLayer() {
  const { toast: shown, dialog } = useFeedback();
  useEffect(() => {
    setFeedbackHost(phoneApi);
    return () => setFeedbackHost(undefined);
  }, []);
  return (
    <>
      {shown && (
        <div key={shown.key} className={styles.toast} role="status" aria-live="polite">
          {shown.text}
        </div>
      )}
      {dialog && (
        <div className={styles.mask}>
          <div
            className={styles.dialog}
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="m-dialog-title"
            aria-describedby="m-dialog-content"
          >
            <h2 id="m-dialog-title" className={styles.title}>
              {dialog.title}
            </h2>
            <div id="m-dialog-content" className={styles.content}>
              {dialog.content}
            </div>
            <div className={styles.buttons}>
              {dialog.cancelText !== undefined && (
                <button type="button" className={styles.cancel} onClick={() => close(dialog, dialog.onCancel)}>
                  {dialog.cancelText}
                </button>
              )}
              <button type="button" className={styles.ok} autoFocus onClick={() => close(dialog, dialog.onOk)}>
                {dialog.okText}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
