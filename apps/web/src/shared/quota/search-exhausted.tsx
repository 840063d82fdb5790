import { type QuotaTag, quotaTagLabels } from '@vce/contract/commerce-quota';
import { paths } from '@vce/contract/routes';
import { Button, Modal, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginMode, openLogin } from '../login-store';
import { isSignedIn } from '../session';
import { useExchangePopup } from './use-exchange-popup';

/**
 * The no-count popup of spec 001 §2 (type 1 BBAS search, 2 view-data search, 3 AI question) over a
 * locked placeholder: 去兑换 buys more uses with V粒 (the page opens once one is bought), 开通VIP ends
 * the limit.
 */
export function SearchExhausted({ tag, limit, popupType }: { tag: QuotaTag; limit: number; popupType: number }) {
  const [isPopupClosed, setPopupClosed] = useState(false);
  const exchange = useExchangePopup();
  const navigate = useNavigate();
  const allowance = tag === 'ai' ? `免费提问${limit}次` : `免费查看${limit}个品种的${quotaTagLabels[tag]}`;
  const explanation = `非会员每天可${allowance}，今日次数已用完。可用V粒兑换次数（兑换的次数当天用不完可留到以后），开通VIP会员不限次数。`;
  const actions = (
    <>
      {!isSignedIn() && <Button onClick={() => openLogin(LoginMode.sms)}>登录</Button>}
      <Button onClick={() => exchange.open([tag])}>去兑换</Button>
      <Button type="primary" onClick={() => void navigate(paths.vip)}>
        开通VIP
      </Button>
    </>
  );
  return (
    <>
      <Result status="info" title="今日免费次数已用完" subTitle={explanation} extra={actions} />
      <Modal
        open={!isPopupClosed && !exchange.popup}
        title="今日免费次数已用完"
        data-popup-type={popupType}
        onCancel={() => setPopupClosed(true)}
        footer={actions}
        width={420}
      >
        <p>{explanation}</p>
      </Modal>
      {exchange.popup}
    </>
  );
}
