import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { create } from 'zustand';

/**
 * antd's App API, whole: what the store speaks to the buyer with (toasts, notices, the 温馨提示 dialogs), also where a
 * page asks App.useApp() for it.
 */
export interface FeedbackApi {
  message: Pick<MessageInstance, 'open' | 'success' | 'info' | 'warning' | 'error' | 'loading' | 'destroy'>;
  notification: Pick<NotificationInstance, 'open' | 'success' | 'info' | 'warning' | 'error' | 'destroy'>;
  modal: Record<'info' | 'success' | 'warning' | 'error' | 'confirm', (props: ModalFuncProps) => unknown>;
}

interface HostState {
  /** Set by the first message of a visit: from then on the app keeps the host mounted (app/providers.tsx). */
  wanted: boolean;
  api: FeedbackApi | undefined;
}

/** The app's one feedback host (components/ui/antd/antd-scope.tsx): whether it should be mounted, and its API once it is. */
export const useFeedbackHost = create<HostState>(() => ({ wanted: false, api: undefined }));

export const setFeedbackHost = (api: FeedbackApi | undefined): void => useFeedbackHost.setState({ api });

/** The calls waiting for the host to mount, each as the way to drop it. */
const waiting = new Set<() => void>();

/** The mounted host's API; the first call of a visit asks the app to mount it and waits for it. */
export function feedbackHost(): Promise<FeedbackApi> {
  const { api } = useFeedbackHost.getState();
  if (api) return Promise.resolve(api);
  useFeedbackHost.setState({ wanted: true });
  return new Promise((resolve) => {
    const stop = useFeedbackHost.subscribe(({ api: mounted }) => {
      if (!mounted) return;
      drop();
      resolve(mounted);
    });
    const drop = () => {
      stop();
      waiting.delete(drop);
    };
    waiting.add(drop);
  });
}

/**
 * Starts a new visit: no host wanted, and the calls still waiting for one dropped. The tests' cleanup, so a dialog a
 * page asked for while antd was still loading does not open over the next test's page.
 */
export function forgetFeedbackHost(): void {
  for (const drop of [...waiting]) drop();
  useFeedbackHost.setState({ wanted: false, api: undefined });
}
