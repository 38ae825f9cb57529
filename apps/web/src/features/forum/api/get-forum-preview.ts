import { ForumPath, ZForumPreviewResponse } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** POST Forum/preview: the text exactly as the server would store and show it (sanitised). */
export const useForumPreview = (bodyHtml: string | null) =>
  useQuery({
    queryKey: ["forum", "preview", bodyHtml],
    queryFn: ({ signal }) =>
      apiRequest(ForumPath.preview, {
        json: { bodyHtml: bodyHtml! },
        schema: ZForumPreviewResponse,
        handleErrors: false,
        signal,
      }),
    enabled: bodyHtml !== null,
    staleTime: Infinity,
  });
