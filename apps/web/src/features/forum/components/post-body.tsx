import { RichHtml } from "../../../lib/rich-text/rich-html";
import classes from "./forum.module.css";

/** A post's text (sanitised by the server) as React elements: forumconvo, forumpreview and the review queue. */
export function PostBody({ html }: { html: string }) {
  return (
    <div className={classes.body} data-testid="forum-post-body">
      <RichHtml html={html} />
    </div>
  );
}
