import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedbackHost } from '../../../lib/http/feedback-host-state';
import { Themed } from './antd-scope';

function HandOver() {
  const api = App.useApp();
  useEffect(() => {
    setFeedbackHost(api);
    return () => setFeedbackHost(undefined);
  }, [api]);
  return null;
}

/**
 * antd's App, once for the whole app (app/providers.tsx mounts it with the first message): it holds every toast and
 * dialog, so one outlives the page or popup that showed it, and they stack in one place.
 */
export function FeedbackHost() {
  return (
    <Themed>
      <App component={false}>
        <HandOver />
      </App>
    </Themed>
  );
}
