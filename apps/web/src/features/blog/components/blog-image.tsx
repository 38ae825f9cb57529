import { Skeleton } from "@mantine/core";
import { useBlogImageUrl } from "../api/get-blog-image";
import classes from "./post-article.module.css";

/** An uploaded image of a post, fetched with the session (an <img> alone cannot send it). */
export function BlogImage({ src, alt, cover = false }: { src: string; alt: string; cover?: boolean }) {
  const url = useBlogImageUrl(src);
  if (!url) return <Skeleton className={cover ? classes.cover : classes.image} h={cover ? 200 : 120} />;
  return <img src={url} alt={alt} className={cover ? classes.cover : classes.image} />;
}
