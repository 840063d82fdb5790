import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** The page's one query cache: the providers hand it to components, routes prefetch into it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused call was already shown to the user; retrying it would only repeat the message.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
