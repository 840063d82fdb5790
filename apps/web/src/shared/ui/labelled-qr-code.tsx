import { QRCode, type QRCodeProps } from 'antd';

/**
 * A QR code with an accessible name: antd draws it on a canvas marked as an image without one, so the
 * canvas is hidden from assistive technology and the wrapper carries the name instead.
 */
export function LabelledQrCode({ label, ...props }: QRCodeProps & { label: string }) {
  return (
    <div role="img" aria-label={label} className="labelled-qr-code">
      <div aria-hidden="true">
        <QRCode bordered={false} {...props} />
      </div>
    </div>
  );
}
