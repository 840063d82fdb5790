import { lazyOnDemand } from '../../shared/lazy-chunk';

/** The app QR codes (app-qr-codes.tsx), whose code (antd's QRCode) loads when first shown. */
export const AppQrCodesOnDemand = lazyOnDemand(
  () => import('./app-qr-codes'),
  (module) => module.AppQrCodes,
);
