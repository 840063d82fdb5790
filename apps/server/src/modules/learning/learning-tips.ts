import type { PermissionTip } from '@vce/contract/account-profile';
import { paths } from '@vce/contract/routes';
import type { z } from 'zod';
import { memberPerkTip } from '../account/permission-tip-service';
import type { CourseRow } from './course-store';

/**
 * The permission tip of a locked lesson: buy the course (the cash desk, then back to the course), or
 * for a course free to members, become one — either lets the learner in.
 */
export function lockedLessonTip(course: CourseRow): z.input<typeof PermissionTip> {
  const buyCourse = {
    type: 'buy_course' as const,
    value: '购买课程',
    path: paths.coursePayment(course.id, paths.courseDetails(course.id)),
  };
  return {
    type: 'course',
    title: course.vipFree ? '会员免费课程' : '购买后学习全部课时',
    sub_title: course.vipFree
      ? `开通VIP即可免费学习《${course.title}》的全部课时，也可单独购买。`
      : `《${course.title}》购买后永久观看，学习进度在各设备同步。`,
    content_image: '/images/tips/course.svg',
    button_list: course.vipFree ? [{ type: 'buy_vip', value: '开通VIP' }, buyCourse] : [buyCourse],
    show_service: 0,
    vip_rights_type: null,
  };
}

/** The tip of a report's download for a non-member: downloads are a members' perk (reading is open to all). */
export const reportDownloadTip = () =>
  memberPerkTip({
    title: '会员下载研报',
    subTitle: '研报可在页面中免费阅读，开通VIP即可下载PDF保存。',
    image: '/images/tips/course.svg',
  });
