import { useServiceConfig } from './get-service-config';

/** Customer service's WeChat QR, name, phone and hours (the side toolbar's panel, the 联系客服 buttons). */
export function ServiceContact() {
  const { data } = useServiceConfig();
  if (!data) return null;
  return (
    <div className="service-panel" data-testid="service-panel">
      <img src={data.service_wechat_image} alt="客服微信" width={120} height={120} />
      <p>{data.service_name}</p>
      <p>客服电话：{data.service_phone}</p>
      <p>服务时间：{data.service_hours}</p>
    </div>
  );
}
