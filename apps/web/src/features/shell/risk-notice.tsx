import { useInit } from '../../shared/site-init';

/** The site-wide risk notice: reference only, no investment advice, investing carries risk. */
export function RiskNotice() {
  const text = useInit().data?.site.risk_notice;
  return text ? (
    <aside className="risk-notice" role="note" data-testid="risk-notice">
      {text}
    </aside>
  ) : null;
}
