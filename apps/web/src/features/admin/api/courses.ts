import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminCourse,
  adminCourseChoices,
  createAdminCourse,
  deleteAdminLesson,
  listAdminCourses,
  listAdminVideoJobs,
  publishAdminCourse,
  orderAdminCourseOutline,
  saveAdminChapter,
  saveAdminLesson,
  showAdminCourse,
  updateAdminCourse,
  uploadAdminLessonVideo,
} from '@vce/contract/admin-courses';
import type { CallRequest } from '@vce/contract/call';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/query-client';
import { queryKeys } from '../../../shared/query-keys';
import { sendMultipart } from '../../../shared/uploads/send-multipart';
import { adminCall, askingConfirmation, FRESH_MS, showAnswer } from './admin';

export type CoursesFilter = z.output<(typeof listAdminCourses)['request']>;
export const firstCoursesFilter: CoursesFilter = { page: 1, limit: 20 };

const coursesQuery = (filter: CoursesFilter, call = () => adminCall(listAdminCourses, filter)) =>
  queryOptions({ queryKey: queryKeys.admin.courses(filter), queryFn: call, retry: false, staleTime: FRESH_MS });

export const useAdminCourses = (filter: CoursesFilter) =>
  useQuery({ ...coursesQuery(filter), placeholderData: keepPreviousData });

export const prefetchCourses = () =>
  queryClient.prefetchQuery(
    coursesQuery(firstCoursesFilter, () => api.call(listAdminCourses, firstCoursesFilter, { silent: true })),
  );

export const useCourseChoices = () =>
  useQuery({
    queryKey: queryKeys.admin.courseChoices,
    queryFn: () => adminCall(adminCourseChoices, {}),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useAdminCourse = (id: number) =>
  useQuery({
    queryKey: queryKeys.admin.course(id),
    queryFn: () => adminCall(showAdminCourse, { id }),
    retry: false,
    staleTime: FRESH_MS,
  });

/** A change answering the course: shown at once, the lists and the audit log read again. */
function useCourseChange<Input>(change: (input: Input) => Promise<AdminCourse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (course) => {
      await showAnswer(client, queryKeys.admin.course(course.id), course);
      void client.invalidateQueries({ queryKey: queryKeys.admin.courseLists });
      void client.invalidateQueries({ queryKey: queryKeys.admin.auditPages });
    },
  });
}

export const useCreateCourse = () =>
  useCourseChange((fields: CallRequest<typeof createAdminCourse>) => adminCall(createAdminCourse, fields));
export const useUpdateCourse = () =>
  useCourseChange((fields: CallRequest<typeof updateAdminCourse>) => adminCall(updateAdminCourse, fields));
export const usePublishCourse = () =>
  useCourseChange((input: { id: number; published: boolean }) => adminCall(publishAdminCourse, input));
export const useSaveChapter = () =>
  useCourseChange((input: CallRequest<typeof saveAdminChapter>) => adminCall(saveAdminChapter, input));
export const useSaveLesson = () =>
  useCourseChange((input: CallRequest<typeof saveAdminLesson>) => adminCall(saveAdminLesson, input));
export const useOrderOutline = () =>
  useCourseChange((input: CallRequest<typeof orderAdminCourseOutline>) => adminCall(orderAdminCourseOutline, input));
export const useDeleteLesson = () => useCourseChange((id: number) => adminCall(deleteAdminLesson, { id }));

/** Uploads a lesson's video (multipart: `lesson_id`, then the file), telling the percent sent. */
export function uploadLessonVideo(lessonId: number, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('lesson_id', String(lessonId));
  form.append('file', file);
  return askingConfirmation(() => sendMultipart(uploadAdminLessonVideo, form, { onProgress }));
}

/**
 * The uploads of a course still waiting or being made, asked again every 1.5 s while any is; once
 * one is done (ready or failed) the course is read again, its lesson now playable or told why not.
 */
export function useVideoJobsUnderWay(courseId: number, ids: number[]) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.admin.videoJobs(ids),
    queryFn: async () => {
      const { list } = await adminCall(listAdminVideoJobs, { ids });
      if (list.some((job) => job.state === 'ready' || job.state === 'failed'))
        void client.invalidateQueries({ queryKey: queryKeys.admin.course(courseId) });
      return list;
    },
    enabled: ids.length > 0,
    refetchInterval: 1_500,
    retry: false,
  });
}
