import { ApiPath } from "@fsm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useObjectUrl } from "../use-object-url";
import { apiRequest } from "../api-client";
import { QueryKey } from "../query-client";

/** GET profile/getprofileimg?imageId as a blob (spec §7). */
export function getProfileImage(imageId: string, signal?: AbortSignal): Promise<Blob> {
  // A missing picture is not worth a notification: the placeholder simply stays (spec §2).
  return apiRequest(ApiPath.getProfileImage, {
    query: { imageId },
    responseType: "blob",
    handleErrors: false,
    signal,
  });
}

/** An object URL for the user's picture, or null while loading, without one, or on failure. */
export function useProfileImageUrl(imageId: string | null | undefined): string | null {
  const { data } = useQuery({
    queryKey: QueryKey.profileImage(imageId ?? ""),
    queryFn: ({ signal }) => getProfileImage(imageId ?? "", signal),
    enabled: Boolean(imageId),
    staleTime: Infinity,
  });
  return useObjectUrl(data);
}
