import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getSitePage, type SitePageName, submitCooperation } from '@vce/contract/shell-pages';
import type { z } from 'zod';
import { api } from '../../../shared/api/api';
import { queryKeys } from '../../../shared/query-keys';

export const sitePageQueryOptions = (name: SitePageName) =>
  queryOptions({
    queryKey: queryKeys.shell.sitePage(name),
    queryFn: () => api.call(getSitePage, { name }),
    staleTime: 5 * 60_000,
  });

/** 关于我们 or the 商务合作 introduction, as operators wrote it. */
export const useSitePage = (name: SitePageName) => useQuery(sitePageQueryOptions(name));

/** Sends a business-cooperation request to the operators' inbox. */
export const useSubmitCooperation = () =>
  useMutation({ mutationFn: (body: z.input<typeof submitCooperation.request>) => api.call(submitCooperation, body) });
