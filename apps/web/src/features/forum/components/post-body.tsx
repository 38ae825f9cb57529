import type { ReactNode } from "react";
import { findMentions } from "@fsm/contracts";
import { RichHtml, type RichText } from "../../../lib/rich-text/rich-html";
import classes from "./forum.module.css";

/** A run of text with "@Name" of the topic's participants highlighted (the spans the server reads). */
const mentionsIn =
  (names: readonly string[]): RichText =>
  (text, key) => {
    const found = findMentions(text, names);
    if (!found.length) return text;
    const parts: ReactNode[] = [];
    let from = 0;
    for (const m of found) {
      if (m.start > from) parts.push(text.slice(from, m.start));
      parts.push(
        <span key={m.start} className={classes.mention} data-testid="forum-mention">
          {text.slice(m.start, m.end)}
        </span>,
      );
      from = m.end;
    }
    if (from < text.length) parts.push(text.slice(from));
    return <span key={key}>{parts}</span>;
  };

/**
 * A post's text (sanitised by the server) as React elements: forumconvo, forumpreview and the
 * review queue; `mentions`: the topic's participants, whose mentions are highlighted.
 */
export function PostBody({ html, mentions = [] }: { html: string; mentions?: readonly string[] }) {
  return (
    <div className={classes.body} data-testid="forum-post-body">
      <RichHtml html={html} text={mentions.length ? mentionsIn(mentions) : undefined} />
    </div>
  );
}
