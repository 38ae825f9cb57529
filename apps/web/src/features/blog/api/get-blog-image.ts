import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
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
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return setUrl(null);
    const objectUrl = URL.createObjectURL(data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return url;
}
