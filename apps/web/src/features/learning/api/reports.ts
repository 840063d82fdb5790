import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  downloadReport,
  reportDetails,
  reportList,
  researcherList,
  strategyList,
} from '@vce/contract/learning-reports';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const useReports = (input: { page: number; limit: number; author_id?: number }) =>
  useQuery({
    queryKey: queryKeys.learning.reports(input),
    queryFn: () => api.call(reportList, input),
    placeholderData: keepPreviousData,
  });

export const useResearchers = () =>
  useQuery({ queryKey: queryKeys.learning.researchers, queryFn: () => api.call(researcherList) });

export const useReport = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.learning.report(id),
    queryFn: () => api.call(reportDetails, { id: id! }),
    enabled: id !== null,
    // Its PDF's address is signed for a while: not kept past the page.
    gcTime: 0,
  });

/** A member's download: the browser saves the signed PDF under the report's title. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: (id: number) => api.call(downloadReport, { id }),
    onSuccess: ({ url, file_name }) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = file_name;
      link.click();
    },
  });
}

export const useStrategyNotes = (input: { page: number; limit: number; period: 'daily' | 'weekly'; symbol?: string }) =>
  useQuery({
    queryKey: queryKeys.learning.strategyNotes(input),
    queryFn: () => api.call(strategyList, input),
    placeholderData: keepPreviousData,
  });
