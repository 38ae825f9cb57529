import { useEffect, useState } from "react";

/**
 * An object URL for a blob (an image fetched with the Authorization header, which an <img> cannot
 * send), revoked when the blob changes or the component leaves; null without a blob.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}
