import { Button } from 'antd';
import { openDirectChat } from '../direct-chat';
import { useServiceConfig } from './get-service-config';

/**
 * Customer service's WeChat QR, name, phone and hours (the side toolbar's panel, the 联系客服
 * buttons), and 在线咨询: a one-to-one chat with an agent on the site (`onConsult`: it was opened).
 */
export function ServiceContact({ onConsult }: { onConsult?: () => void }) {
  const { data } = useServiceConfig();
  if (!data) return null;
  return (
    <div className="service-panel" data-testid="service-panel">
      <img src={data.service_wechat_image} alt="客服微信" width={120} height={120} />
      <p>{data.service_name}</p>
      <p>客服电话：{data.service_phone}</p>
      <p>服务时间：{data.service_hours}</p>
      <Button
        type="primary"
        size="small"
        onClick={() => {
          openDirectChat({ kind: 'service' });
          onConsult?.();
        }}
      >
        在线咨询
      </Button>
    </div>
  );
}
