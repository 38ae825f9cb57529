import { Alert, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { useDiff } from "../api/get-diff";
import { ChangeTable } from "./change-table";

/** Two revisions side by side: every added, changed and deleted place with its values. */
export function RevisionCompare({
  kind,
  name,
  pair,
}: {
  kind: string;
  name: string;
  pair: readonly [number, number];
}) {
  const t = useMessage();
  const diff = useDiff(kind, name, pair);
  const caption = t("studio_compare_title", { from: pair[0], to: pair[1] });
  if (diff.isPending)
    return (
      <Text size="sm" role="status">
        {t("studio_compare_loading")}
      </Text>
    );
  if (diff.isError)
    return (
      <Alert color="red" role="alert">
        {t("studio_compare_failed")}
      </Alert>
    );
  if (diff.data.changes.length === 0)
    return (
      <Text size="sm" role="status">
        {caption}: {t("studio_compare_none")}
      </Text>
    );
  return <ChangeTable caption={caption} changes={diff.data.changes} />;
}
