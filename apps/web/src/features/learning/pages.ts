import { notYetBuilt, type PageManifest } from '../../shared/pages';

/** Learning: the classroom, courses, live courses, risk education, reports and videos (not built yet). */
export const learningPages = {
  '/classroomV2': notYetBuilt,
  '/classroomV2/list': notYetBuilt,
  '/classroomV2/courseDetails': notYetBuilt,
  '/classroomV2/liveCourseDetails': notYetBuilt,
  '/classroomV2/liveDetails': notYetBuilt,
  '/classroomV2/myCourse': notYetBuilt,
  '/classroomV2/riskEducationDetails': notYetBuilt,
  '/my/class': notYetBuilt,
  '/cashDesk/course': notYetBuilt,
  '/riskEducation': notYetBuilt,
  '/riskEducationVideo': notYetBuilt,
  '/reportDetails': notYetBuilt,
  '/researcher': notYetBuilt,
  '/strategy': notYetBuilt,
  '/headlineVideo': notYetBuilt,
  '/quotationVideo': notYetBuilt,
} satisfies PageManifest;
