import { BlogPath, ZBlogAudienceChoices } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET Blog/audiences: the roles and companies a post may be restricted to (editors). */
export const useBlogAudiences = () =>
  useQuery({
    queryKey: ["blog", "audiences"],
    queryFn: ({ signal }) => apiRequest(BlogPath.audiences, { schema: ZBlogAudienceChoices, signal }),
    staleTime: 5 * 60_000,
  });
