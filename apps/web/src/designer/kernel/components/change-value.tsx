import { Code } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";

const LIMIT = 300;

/** A value of a changed place, as JSON (long ones cut, the whole in the title). */
export function ChangeValue({ value }: { value: unknown }) {
  const t = useMessage();
  if (value === undefined) return <span>{t("studio_value_none")}</span>;
  const text = JSON.stringify(value, null, 1) ?? String(value);
  const short = text.length > LIMIT ? `${text.slice(0, LIMIT)}\u2026` : text;
  return (
    <Code
      block
      title={short === text ? undefined : text}
      style={{ whiteSpace: "pre-wrap", maxWidth: "28rem" }}
    >
      {short}
    </Code>
  );
}
