import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '../lib/http';

/** Hands antd's context-aware message and modal to the HTTP layer, which lives outside React. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => setFeedback({ message, modal }), [message, modal]);
  return null;
}
