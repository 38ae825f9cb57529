import { Code, List, Text } from "@mantine/core";
import type { TBundleImportResult } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";

type Change = TBundleImportResult["entries"][number]["changes"][number];

/** Values longer than this are cut in the list; the whole value is the element's title. */
const SHOWN = 240;

function JsonValue({ value }: { value: unknown }) {
  const t = useMessage();
  if (value === undefined) return <Text span>{t("bundles_change_absent")}</Text>;
  const whole = JSON.stringify(value) ?? String(value);
  const shown = whole.length > SHOWN ? `${whole.slice(0, SHOWN)}\u2026` : whole;
  return (
    <Code
      title={shown === whole ? undefined : whole}
      style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
    >
      {shown}
    </Code>
  );
}

/** What applying would change in one document: each place by JSON pointer, here now and in the bundle. */
export function EntryChanges({ changes, name }: { changes: Change[]; name: string }) {
  const t = useMessage();
  return (
    <List aria-label={t("bundles_changes_of", { name })} spacing="xs" size="sm">
      {changes.map((change, index) => (
        <List.Item key={`${change.path}#${index}`}>
          <Text span fw={600}>
            {t("bundles_change_path")}
          </Text>{" "}
          <Code>{change.path || "/"}</Code>
          <br />
          <Text span>{t("bundles_change_before")}</Text> <JsonValue value={change.before} />
          <br />
          <Text span>{t("bundles_change_after")}</Text> <JsonValue value={change.after} />
        </List.Item>
      ))}
    </List>
  );
}
