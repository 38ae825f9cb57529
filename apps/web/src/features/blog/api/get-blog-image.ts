import { useQuery } from "@tanstack/react-query";
import { useObjectUrl } from "../../../lib/use-object-url";
import { apiRequest } from "../../../lib/api-client";

/**
 * An image of a post as an object URL: the call needs the Authorization header, which an <img>
 * cannot send. Null while loading or when it cannot be read.
 */
export function useBlogImageUrl(src: string | null): string | null {
  const { data } = useQuery({
    queryKey: ["blog", "image", src],
    queryFn: ({ signal }) => apiRequest<Blob>(src!, { responseType: "blob", handleErrors: false, signal }),
    enabled: src !== null,
    staleTime: Infinity,
  });
  return useObjectUrl(data);
}
