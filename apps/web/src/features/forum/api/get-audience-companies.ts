import { BlogPath, ZBlogAudienceChoices } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET Blog/audiences: the companies a category may be narrowed to. The forum has no call of its own
 * for them; the blog's answers staff and studio users, who are the forum's moderators too.
 */
export const useAudienceCompanies = (enabled: boolean) =>
  useQuery({
    queryKey: ["forum", "audience-companies"],
    queryFn: ({ signal }) =>
      apiRequest(BlogPath.audiences, { schema: ZBlogAudienceChoices, handleErrors: false, signal }),
    select: (choices) => choices.companies,
    enabled,
    staleTime: 5 * 60_000,
  });
