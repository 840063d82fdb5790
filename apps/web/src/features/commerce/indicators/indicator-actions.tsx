import { indicatorPlatformNames } from '@vce/contract/commerce-indicators';
import { msg } from '@vce/contract/messages';
import { paths } from '@vce/contract/routes';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { requireLogin } from '../../../shared/login-store';
import { dialogs, toast } from '../../../shared/ui/feedback';
import { offerMembersIndicators, useDownloadTarget, useExchangeTarget } from '../api/indicators';
import type { IndicatorCardData } from './indicator-card';

/**
 * What the reader can do with an indicator: download its formula files once it is theirs (bought,
 * free, or free to a member), otherwise buy it at the cash desk, exchange V粒 for it, or become a
 * member for the members' ones. A guest is asked to log in first.
 */
export function IndicatorActions({ indicator }: { indicator: IndicatorCardData }) {
  const navigate = useNavigate();
  const download = useDownloadTarget();
  const exchange = useExchangeTarget();

  if (indicator.owned)
    return (
      <Space wrap>
        {indicator.platforms.map((platform) => (
          <Button
            key={platform}
            type="primary"
            loading={download.isPending && download.variables?.platform === platform}
            onClick={() => download.mutate({ id: indicator.id, platform })}
          >
            下载{indicatorPlatformNames[platform]}公式
          </Button>
        ))}
      </Space>
    );

  const confirmExchange = () =>
    void dialogs.confirm({
      title: `兑换${indicator.name}`,
      content: `将消耗 ${indicator.price} V粒，兑换后可下载通达信和文华财经公式。`,
      okText: '确认兑换',
      cancelText: '取消',
      onOk: async () => {
        try {
          const result = await exchange.mutateAsync(indicator.id);
          void toast.success(`${msg.indicatorExchanged}，剩余 ${result.money} V粒`);
        } catch {
          // Shown by the API client (V粒不足, already held).
        }
      },
    });
  const get = () => {
    if (!requireLogin()) return;
    if (indicator.price_type === 'vli') confirmExchange();
    else if (indicator.price_type === 'vq') void navigate(paths.indicatorCashDesk(indicator.id));
  };
  return (
    <Space wrap>
      <Button type="primary" onClick={get}>
        {indicator.price_type === 'vli'
          ? `${indicator.price} V粒兑换`
          : indicator.price_type === 'vq'
            ? `立即购买 ¥${indicator.price}`
            : '登录后免费下载'}
      </Button>
      {indicator.vip_free && <Button onClick={() => void offerMembersIndicators()}>开通VIP免费获取</Button>}
    </Space>
  );
}
