import { App } from 'antd';
import { useEffect } from 'react';
import { attachFeedback } from './feedback';

function AttachApi() {
  const api = App.useApp();
  useEffect(() => attachFeedback(api), [api]);
  return null;
}

/** antd's App without a wrapper element: its message, notification and modal holders only. */
export function FeedbackHolder() {
  return (
    <App component={false}>
      <AttachApi />
    </App>
  );
}
