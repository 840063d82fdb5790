import { paths } from '@vce/contract/routes';
import { CashDesk } from '../../features/commerce/payment/cash-desk-page';

/** 课程收银台 (/cashDesk/course?id=): a course at the one cash desk, then back to its page. */
export default function CourseCashDeskPage() {
  return <CashDesk kindOfPage="course" backTo={paths.courseDetails} />;
}
