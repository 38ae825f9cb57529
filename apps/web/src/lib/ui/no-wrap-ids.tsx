import { Fragment, type ReactNode } from "react";

/** A word that identifies a record ("SR-000577", "RMA-12"): letters and digits joined by hyphens. */
const IDENTIFIER = /^[\p{L}\d]+(?:[-/][\p{L}\d]+)+$/u;
const isIdentifier = (word: string): boolean => IDENTIFIER.test(word) && /\d/.test(word);

/**
 * Text whose identifiers never break at their hyphen (a heading "Service request SR-000577" may
 * wrap between words, never inside the number); the rest stays one text node and wraps as usual.
 */
export function NoWrapIds({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let plain = "";
  for (const part of text.split(/(\s+)/)) {
    if (!isIdentifier(part)) {
      plain += part;
      continue;
    }
    if (plain) out.push(<Fragment key={out.length}>{plain}</Fragment>);
    plain = "";
    out.push(
      <span key={out.length} style={{ whiteSpace: "nowrap" }}>
        {part}
      </span>,
    );
  }
  if (plain) out.push(<Fragment key={out.length}>{plain}</Fragment>);
  return <>{out}</>;
}
