import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseReviews, reviewCourse } from '@vce/contract/learning-reviews';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const useCourseReviews = (courseId: number, page: number) =>
  useQuery({
    queryKey: queryKeys.learning.reviews(courseId, page),
    queryFn: () => api.call(courseReviews, { course_id: courseId, page, limit: 10 }),
  });

/** Writes or edits the caller's review; the reviews and the course's rating are read again. */
export function useReviewCourse(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rating: number; content: string }) =>
      api.call(reviewCourse, { course_id: courseId, ...input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.learning.reviewsOf(courseId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.learning.course(courseId) }),
      ]),
  });
}
