import type { SearchTag } from '@vce/contract/commerce-quota';
import { paths } from '@vce/contract/routes';
import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginMode, openLogin } from '../login-store';
import { isSignedIn } from '../session';

const labels: Record<SearchTag, string> = { bbas: 'BBAS品种分析', view_data: '数据查询' };

/** The quota-exhausted popup of spec 001 §2 (type 1 BBAS, type 2 view data) over a locked placeholder. */
export function SearchExhausted({ tag, limit, popupType }: { tag: SearchTag; limit: number; popupType: number }) {
  const [isPopupClosed, setPopupClosed] = useState(false);
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
        data-popup-type={popupType}
        onCancel={() => setPopupClosed(true)}
        footer={actions}
        width={420}
      >
        <p>{explanation}</p>
      </Modal>
    </>
  );
}
