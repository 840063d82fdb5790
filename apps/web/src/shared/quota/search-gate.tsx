import type { SearchTag } from '@vce/contract/commerce-quota';
import { paths } from '@vce/contract/routes';
import { Button, Modal, Result, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoginMode, openLogin } from '../login-store';
import { isSignedIn } from '../session';
import { useSearchQuota } from './use-search-quota';

const labels: Record<SearchTag, string> = { bbas: 'BBAS品种分析', view_data: '数据查询' };

/**
 * Shows its children once today's free search of the symbol is granted; otherwise the
 * quota-exhausted popup of spec 001 §2 (type 1 BBAS, type 2 view data) over a locked placeholder.
 */
export function SearchGate({ tag, symbol, children }: { tag: SearchTag; symbol: string; children: ReactNode }) {
  const quota = useSearchQuota(tag, symbol);
  const [isPopupClosed, setPopupClosed] = useState(false);
  if (quota.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  // A failed check is shown by the API client; the page stays usable rather than locked by a glitch.
  if (quota.isError || quota.data.allowed) return children;
  const { limit, popup_type } = quota.data;
  const explanation = `非会员每天可免费查看${limit}个品种的${labels[tag]}，今日次数已用完。开通VIP会员不限次数，明天也可再来。`;
  const actions = (
    <>
      {!isSignedIn() && <Button onClick={() => openLogin(LoginMode.sms)}>登录</Button>}
      <Link to={paths.vip}>
        <Button type="primary">开通VIP</Button>
      </Link>
    </>
  );
  return (
    <>
      <Result status="info" title="今日免费次数已用完" subTitle={explanation} extra={actions} />
      <Modal
        open={!isPopupClosed}
        title="今日免费次数已用完"
        data-popup-type={popup_type}
        onCancel={() => setPopupClosed(true)}
        footer={actions}
        width={420}
      >
        <p>{explanation}</p>
      </Modal>
    </>
  );
}
