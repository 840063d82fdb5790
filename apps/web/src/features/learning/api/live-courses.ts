import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookLiveSession, liveCourseDetails, liveSchedule, liveSessionDetails } from '@vce/contract/learning-live';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const useLiveSchedule = () =>
  useQuery({ queryKey: queryKeys.learning.liveSchedule, queryFn: () => api.call(liveSchedule) });

export const useLiveCourse = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.liveCourse(id),
    queryFn: () => api.call(liveCourseDetails, { id: id! }),
    enabled: id !== null,
  });

export const useLiveSession = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.liveSession(id),
    queryFn: () => api.call(liveSessionDetails, { id: id! }),
    enabled: id !== null,
  });

/** Books a session or lets the booking go; every live view is read again. */
export function useBookLive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; booked: boolean }) => api.call(bookLiveSession, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.learning.live }),
  });
}
