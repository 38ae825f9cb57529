import { Fragment } from "react";

/** A word that identifies a record ("SR-000577", "RMA-12"): letters and digits joined by hyphens. */
const IDENTIFIER = /^[\p{L}\d]+(?:[-/][\p{L}\d]+)+$/u;

/**
 * Text whose identifiers never break at their hyphen (a heading "Service request SR-000577" may
 * wrap between words, never inside the number); the rest wraps as usual.
 */
export function NoWrapIds({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  return (
    <>
      {parts.map((part, i) =>
        IDENTIFIER.test(part) && /\d/.test(part) ? (
          <span key={i} style={{ whiteSpace: "nowrap" }}>
            {part}
          </span>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
