import { paths } from '@vce/contract/routes';
import { CashDesk } from '../payment/cash-desk-page';

/** 指标收银台 (/cashDesk/vTarget?id=): an indicator at the one cash desk, then back to its page. */
export default function IndicatorCashDeskPage() {
  return <CashDesk kindOfPage="indicator" backTo={paths.indicator} />;
}
