import type { App } from 'antd';
import { Suspense } from 'react';
import { lazyOnDemand } from '../lazy-chunk';
import { createValueStore } from '../value-store';

type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | undefined;
const waiting: Array<(api: FeedbackApi) => void> = [];
/** Whether something has asked to be shown: the host then mounts the holder. */
const isWanted = createValueStore(false);

function withApi(run: (api: FeedbackApi) => void) {
  if (api) return run(api);
  waiting.push(run);
  isWanted.set(true);
}

/** Called by the holder once antd's App has mounted: what was asked for meanwhile is shown now. */
export function attachFeedback(loaded: FeedbackApi) {
  api = loaded;
  for (const run of waiting.splice(0)) run(loaded);
}

/** One of antd's App instances whose every method waits for the holder, loading it on first use. */
function forwarding<K extends keyof FeedbackApi>(part: K): FeedbackApi[K] {
  return new Proxy({} as FeedbackApi[K], {
    get:
      (_target, method: string) =>
      (...args: unknown[]) => {
        // Nothing has been shown before the holder loads, so there is nothing to close.
        if (!api && method === 'destroy') return;
        withApi((loaded) => (loaded[part][method as keyof FeedbackApi[K]] as (...args: unknown[]) => unknown)(...args));
      },
  });
}

/**
 * Toasts, notifications and confirmation dialogs (antd's App, themed by the ConfigProvider above the
 * host). Most page loads show none, so antd's message, notification and modal code loads with the first.
 */
export const toast = forwarding('message');
export const notify = forwarding('notification');
export const dialogs = forwarding('modal');

/**
 * A success toast, then `next` once it has been on screen `ms` (a reload after 修改成功): counted from
 * when it shows, as the holder's code may still be loading on a slow device.
 */
export function toastThen(text: string, ms: number, next: () => void) {
  withApi((loaded) => {
    void loaded.message.success(text);
    setTimeout(next, ms);
  });
}

const FeedbackHolder = lazyOnDemand(
  () => import('./feedback-holder'),
  (module) => module.FeedbackHolder,
);

/** Where the feedback holder mounts once something is to be shown (inside the theme's provider). */
export function FeedbackHost() {
  return isWanted.useValue() ? (
    <Suspense fallback={null}>
      <FeedbackHolder />
    </Suspense>
  ) : null;
}
