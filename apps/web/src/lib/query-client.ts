import { QueryClient, timeoutManager } from "@tanstack/react-query";
import { isAbortError } from "./api-error";
import { coalescedTimeouts } from "./query/coalesced-timeouts";

// Before any query exists: timers of different providers cannot cancel each other.
timeoutManager.setTimeoutProvider(coalescedTimeouts());

/**
 * One query client for the portal. Failed calls are not retried (the §8 catalogue already told
 * the user), except calls cut by the shared cancel on navigation: a query that still has a
 * mounted observer (the shell's menu, say) simply asks again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => isAbortError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Query keys shared between the shell and features, so one can invalidate the other's data. */
export const QueryKey = {
  loggedInData: ["loggedInData"],
  profile: ["profile"],
  profileImage: (imageId: string) => ["profileImage", imageId],
  aboutAccess: ["aboutAccess"],
  menuAccess: ["menuAccess"],
  customWorkflowFeatures: ["customWorkflowFeatures"],
  menuDocument: ["menuDocument"],
} as const;
