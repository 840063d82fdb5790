import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  courseDetails,
  courseList,
  type CoursePriceFilter,
  type CourseLevel,
  type CourseSort,
  getBaseInfo,
  myCourses,
  openLesson,
  recommendCourseList,
} from '@vce/contract/learning';
import { msg } from '@vce/contract/messages';
import { api } from '../../../shared/api/api';
import { prefetchedFreshMs } from '../../../shared/pages';
import { queryKeys } from '../../../shared/query-keys';

/** The classroom's classes with their newest courses, and its teachers. */
export const useCourseBaseInfo = () =>
  useQuery({ queryKey: queryKeys.learning.baseInfo, queryFn: () => api.call(getBaseInfo) });

/** The recommended shelf (home page, classroom). */
export const useRecommendedCourses = () =>
  useQuery({ queryKey: queryKeys.learning.recommended, queryFn: () => api.call(recommendCourseList) });

export interface CourseFilters {
  page: number;
  limit: number;
  class_id?: number;
  teacher_id?: number;
  level?: CourseLevel;
  price?: CoursePriceFilter;
  sort?: CourseSort;
}

export const useCourseList = (filters: CourseFilters) =>
  useQuery({
    queryKey: queryKeys.learning.courses(filters),
    queryFn: () => api.call(courseList, filters),
    placeholderData: keepPreviousData,
  });

/** A course's page: asked for beside the page's code (../pages.ts), and fresh for the page that mounts after. */
export const courseDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.learning.course(id),
    queryFn: () => api.call(courseDetails, { id }),
    staleTime: prefetchedFreshMs,
  });

export const useCourseDetails = (id: number | null) =>
  useQuery({ ...courseDetailsQueryOptions(id ?? 0), enabled: id !== null });

/**
 * A lesson opened for playing: its signed playlist expires, so it is asked again on every opening,
 * never kept once the lesson is closed.
 */
export const useLesson = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.lesson(id),
    // Quietly: the page shows a refusal in place of the player (a tip or the sign-in still opens).
    queryFn: () => api.call(openLesson, { id: id! }, { silent: true }),
    enabled: id !== null,
    // A video still being made on the server's first start is asked for again until it is there.
    refetchInterval: (query) => (query.state.error?.message === msg.lessonMediaPreparing ? 3000 : false),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // A refetch would hand the player a new address mid-play: the lesson is asked once per opening.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useMyCourses = (page: number) =>
  useQuery({
    queryKey: queryKeys.learning.myCourses(page),
    queryFn: () => api.call(myCourses, { page, limit: 12 }),
    placeholderData: keepPreviousData,
  });
