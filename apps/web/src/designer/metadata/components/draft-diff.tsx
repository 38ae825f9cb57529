import { structuredPatch } from "diff";
import { Fragment, useMemo } from "react";
import { Text, VisuallyHidden } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import type { CSSProperties } from "react";

// Inline styles, not a CSS module: a stylesheet of the page's own would add its name to the
// entry's preload table, which every route loads (bench/budgets.json).
const line: CSSProperties = { display: "block", color: "var(--mantine-color-text)" };
const STYLE = {
  diff: {
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    fontSize: "var(--mantine-font-size-xs)",
    lineHeight: 1.5,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    maxHeight: "55vh",
    overflowY: "auto",
    margin: 0,
  },
  hunk: { color: "var(--mantine-color-dimmed)" },
  // The +/- sign and the strike-through say it as well as the tint: never colour alone.
  added: { ...line, background: "var(--mantine-color-green-light)", textDecoration: "none" },
  removed: { ...line, background: "var(--mantine-color-red-light)", textDecoration: "line-through" },
  same: line,
} satisfies Record<string, CSSProperties>;

/** The unified-diff line numbers of a hunk (not words: the same in every language). */
const hunkHeader = (h: { oldStart: number; oldLines: number; newStart: number; newLines: number }) =>
  ["@@", `-${h.oldStart},${h.oldLines}`, `+${h.newStart},${h.newLines}`, "@@\n"].join(" ");

const textOf = (value: unknown) => (value === undefined ? "" : `${JSON.stringify(value, null, 2)}\n`);

/**
 * The draft against the published revision, line by line as the JSON editor shows them, only the
 * changed lines with three lines of context around each (a 300-item screen stays readable).
 */
export function DraftDiff({ published, draft }: { published: unknown; draft: unknown }) {
  const t = useMessage();
  const hunks = useMemo(
    () =>
      structuredPatch("published", "draft", textOf(published), textOf(draft), "", "", { context: 3 }).hunks,
    [published, draft],
  );
  if (hunks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("mde_no_changes")}
      </Text>
    );
  return (
    <pre style={STYLE.diff} tabIndex={0} aria-label={t("mde_diff_label")} data-testid="mde-draft-diff">
      {hunks.map((hunk) => (
        <Fragment key={`${hunk.oldStart}-${hunk.newStart}`}>
          <span style={STYLE.hunk} aria-hidden>
            {hunkHeader(hunk)}
          </span>
          {hunk.lines.map((line, i) =>
            line.startsWith("+") ? (
              <ins key={i} style={STYLE.added}>
                <VisuallyHidden>{t("mde_line_added")} </VisuallyHidden>
                {line}
              </ins>
            ) : line.startsWith("-") ? (
              <del key={i} style={STYLE.removed}>
                <VisuallyHidden>{t("mde_line_removed")} </VisuallyHidden>
                {line}
              </del>
            ) : (
              <span key={i} style={STYLE.same}>
                {line}
              </span>
            ),
          )}
        </Fragment>
      ))}
    </pre>
  );
}
