import type { QuotaTag } from '@vce/contract/commerce-quota';
import { useState } from 'react';
import { lazyOnDemand, useCodeReady } from '../lazy-chunk';
import { requireLogin } from '../login-store';

/** The exchange popup whose code (the count's zod field, its form controls) loads when it is first drawn. */
export const ExchangePopupOnDemand = lazyOnDemand(
  () => import('./exchange-popup'),
  (module) => module.ExchangePopup,
);

/**
 * Opens the exchange popup for a kind; a guest is asked to log in first (spec 001 §5). Render
 * `popup` where the popup should mount: it is drawn once its code is in.
 */
export function useExchangePopup() {
  const [tags, setTags] = useState<QuotaTag[] | null>(null);
  const isCodeReady = useCodeReady(ExchangePopupOnDemand, tags !== null);
  const open = (offered: QuotaTag[]) => {
    if (requireLogin()) setTags(offered);
  };
  const popup = tags && isCodeReady && <ExchangePopupOnDemand tags={tags} onClose={() => setTags(null)} />;
  return { open, popup };
}
