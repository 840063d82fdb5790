import type { ChatInfo } from '@vce/contract/assistant';
import { paths } from '@vce/contract/routes';
import { Button } from 'antd';

/**
 * The membership banner of the chat tab (spec 001 §2): a non-member sees the questions left, 去兑换
 * and 立即开通; a member asks without limit until the date, with 立即续费 near the end.
 */
export function MembershipBanner({ info, onExchange }: { info: ChatInfo; onExchange: () => void }) {
  if (!info.isVip) {
    return (
      <div className="asst-banner" data-testid="asst-banner">
        <span>
          剩余提问次数 <strong data-testid="asst-remaining">{Math.max(0, info.all_search_count)}</strong>
        </span>
        {/* antd's link colour falls short of AA on the banner's tint: a plain button in the panel's link colour. */}
        <button type="button" className="asst-banner-link" onClick={onExchange}>
          去兑换
        </button>
        <Button type="primary" size="small" href={paths.vip} target="_blank" rel="noopener">
          立即开通
        </Button>
      </div>
    );
  }
  return (
    <div className="asst-banner is-member" data-testid="asst-banner">
      <span>
        <strong>VIP会员</strong> 无限次提问
      </span>
      <span className="asst-banner-date">到期时间 {info.vip_expiration_date}</span>
      {info.vip_expiring && (
        <Button type="primary" size="small" href={paths.vip} target="_blank" rel="noopener">
          立即续费
        </Button>
      )}
    </div>
  );
}
