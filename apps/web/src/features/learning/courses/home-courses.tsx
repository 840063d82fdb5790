import { QueryView } from '../../../shared/ui/query-view';
import { useRecommendedCourses } from '../api/courses';
import { CourseGrid } from './course-card';

/** The home page's course block: the recommended shelf (spec 000 §7 `courseList`), four across. */
export default function HomeCourses() {
  const query = useRecommendedCourses();
  return <QueryView query={query}>{(data) => <CourseGrid cards={data.courseList.slice(0, 4)} />}</QueryView>;
}
