import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { playVideo, type VideoColumn, videoList } from '@vce/contract/learning-videos';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const useVideos = (input: { column: VideoColumn; category?: string; page: number; limit: number }) =>
  useQuery({
    queryKey: queryKeys.learning.videos(input),
    queryFn: () => api.call(videoList, input),
    placeholderData: keepPreviousData,
  });

/** A video to play: its address is signed for a while, so it is asked on every opening. */
export const useVideo = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.video(id),
    queryFn: () => api.call(playVideo, { id: id! }),
    enabled: id !== null,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
