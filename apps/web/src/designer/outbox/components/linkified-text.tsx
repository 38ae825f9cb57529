import { Anchor } from "@mantine/core";

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;
// Sentence punctuation right after a link belongs to the sentence, not to the address.
const TRAILING = /[.,;:!?)\]]+$/;

/** Plain text with its http(s) addresses turned into links; nothing else is interpreted. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const trailing = TRAILING.exec(part)?.[0] ?? "";
        const href = trailing ? part.slice(0, -trailing.length) : part;
        return (
          <span key={index}>
            <Anchor href={href}>{href}</Anchor>
            {trailing}
          </span>
        );
      })}
    </>
  );
}
