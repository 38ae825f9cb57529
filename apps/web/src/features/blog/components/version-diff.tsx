import { diffWordsWithSpace } from "diff";
import { useMemo } from "react";
import { Text, VisuallyHidden } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { plainText } from "./plain-text";
import classes from "./version-diff.module.css";

export type DiffSide = { title: string; bodyHtml: string };

const asText = (side: DiffSide) => `${side.title}\n\n${plainText(side.bodyHtml)}`;

/**
 * What changed between two versions of a post, word by word: the title, then the text as readers
 * read it. Added and removed words are marked by underline and strike-through as well as colour,
 * and each carries a hidden word for screen readers.
 */
export function VersionDiff({ before, after }: { before: DiffSide; after: DiffSide }) {
  const t = useMessage();
  const parts = useMemo(() => diffWordsWithSpace(asText(before), asText(after)), [before, after]);
  if (parts.every((p) => !p.added && !p.removed))
    return (
      <Text size="sm" c="dimmed">
        {t("blog_diff_same")}
      </Text>
    );
  return (
    <div className={classes.diff} data-testid="blog-version-diff">
      {parts.map((p, i) =>
        p.added ? (
          <ins key={i} className={classes.added}>
            <VisuallyHidden>{t("blog_diff_added")} </VisuallyHidden>
            {p.value}
          </ins>
        ) : p.removed ? (
          <del key={i} className={classes.removed}>
            <VisuallyHidden>{t("blog_diff_removed")} </VisuallyHidden>
            {p.value}
          </del>
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </div>
  );
}
