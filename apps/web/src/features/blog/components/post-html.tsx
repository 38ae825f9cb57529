import { BLOG_IMAGE_SRC } from "@fsm/contracts";
import { RichHtml, type RichImage } from "../../../lib/rich-text/rich-html";
import { BlogImage } from "./blog-image";

/** Only the portal's own post images, fetched with the session. */
const blogImage: RichImage = (src, alt, key) =>
  BLOG_IMAGE_SRC.test(src) ? <BlogImage key={key} src={src} alt={alt} /> : null;

/** Renders a post body (sanitised HTML from the server) as React elements (lib/rich-text). */
export function PostHtml({ html }: { html: string }) {
  return <RichHtml html={html} image={blogImage} />;
}
