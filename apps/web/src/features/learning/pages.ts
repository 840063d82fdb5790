import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** Learning: the classroom, courses and lessons; live courses, risk education, reports and videos to come. */
export const learningPages = {
  '/classroomV2': { load: () => import('./courses/classroom-page') },
  '/classroomV2/list': { load: () => import('./courses/course-list-page') },
  '/classroomV2/courseDetails': { load: () => import('./courses/course-details-page') },
  '/classroomV2/myCourse': { load: () => import('./courses/my-courses-page') },
  '/my/class': { load: () => import('./courses/my-courses-page') },
  '/classroomV2/liveCourseDetails': notYetBuilt,
  '/classroomV2/liveDetails': notYetBuilt,
  '/classroomV2/riskEducationDetails': notYetBuilt,
  '/riskEducation': notYetBuilt,
  '/riskEducationVideo': notYetBuilt,
  '/reportDetails': notYetBuilt,
  '/researcher': notYetBuilt,
  '/strategy': notYetBuilt,
  '/headlineVideo': notYetBuilt,
  '/quotationVideo': notYetBuilt,
} satisfies PageManifest;
