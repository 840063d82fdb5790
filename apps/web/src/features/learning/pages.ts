import type { PageManifest } from '../../shared/pages';
import { queryClient } from '../../shared/query-client';
import { idFrom } from '../../shared/use-query-param';
import { contractInfoQueryOptions } from './api/contract-info';
import { courseDetailsQueryOptions } from './api/courses';

/** Learning: the classroom, courses and lessons, risk education, research reports, strategy notes, video columns, live courses and the public courses' schedule, K-line training (patterns, drills, the contract calculator). */
export const learningPages = {
  '/classroomV2': { load: () => import('./courses/classroom-page') },
  '/classroomV2/list': { load: () => import('./courses/course-list-page') },
  '/classroomV2/courseDetails': {
    load: () => import('./courses/course-details-page'),
    // The course (its cover is the page's largest paint) beside the page's code.
    prefetch: (query) => {
      const id = idFrom(query);
      if (id !== null) void queryClient.prefetchQuery(courseDetailsQueryOptions(id));
    },
  },
  '/classroomV2/myCourse': { load: () => import('./courses/my-courses-page') },
  '/my/class': { load: () => import('./courses/my-courses-page') },
  '/classroomV2/liveCourseDetails': { load: () => import('./live/live-course-page') },
  '/classroomV2/liveDetails': { load: () => import('./live/live-session-page') },
  // The public courses (the header's Live menu) are the live courses' sessions.
  '/liveV2': { load: () => import('./live/public-courses-page') },
  '/liveV2/details': { load: () => import('./live/live-session-page') },
  '/classroomV2/riskEducationDetails': { load: () => import('./risk/risk-details-page') },
  '/klineTraining': { load: () => import('./drills/training-page') },
  '/klineTraining/drill': { load: () => import('./drills/drill-page') },
  '/klineTraining/pattern': { load: () => import('./patterns/pattern-page') },
  '/klineTraining/calculator': {
    load: () => import('./calculator/calculator-page'),
    // The product's rules, which the page draws first, beside its code (rb unless the address names one).
    prefetch: (query) => void queryClient.prefetchQuery(contractInfoQueryOptions(query.get('symbol') || 'rb')),
  },
  '/riskEducation': { load: () => import('./risk/risk-education-page') },
  '/riskEducationVideo': { load: () => import('./risk/risk-videos-page') },
  '/reportDetails': { load: () => import('./reports/report-details-page') },
  '/researcher': { load: () => import('./reports/researcher-page') },
  '/strategy': { load: () => import('./strategy/strategy-page') },
  '/headlineVideo': { load: () => import('./videos/headline-video-page') },
  '/quotationVideo': { load: () => import('./videos/quotation-video-page') },
} satisfies PageManifest;
