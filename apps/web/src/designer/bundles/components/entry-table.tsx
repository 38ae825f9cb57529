import { useMemo, useState } from "react";
import { Checkbox, Stack, Table, Text } from "@mantine/core";
import type { TBundleImportResult } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { EntryRow } from "./entry-row";

type Entry = TBundleImportResult["entries"][number];

/** What needs the designer's eye first: conflicts, then changes, then what is new. */
const ORDER: Record<Entry["status"], number> = { conflict: 0, changed: 1, new: 2, unchanged: 3 };

const entryKey = (entry: Entry) => `${entry.kind}/${entry.name}/${entry.locale ?? ""}`;

/**
 * The dry run per document (and per bundled message): kind, name, status in words and the changes
 * each would bring. A bundle of everything holds thousands of unchanged messages, so unchanged
 * entries are listed only on request; the counts above always say how many there are.
 */
export function EntryTable({ entries }: { entries: Entry[] }) {
  const t = useMessage();
  const [withUnchanged, setWithUnchanged] = useState(false);
  const sorted = useMemo(
    () =>
      [...entries].sort(
        (a, b) => ORDER[a.status] - ORDER[b.status] || entryKey(a).localeCompare(entryKey(b)),
      ),
    [entries],
  );
  const unchanged = sorted.filter((e) => e.status === "unchanged").length;
  const shown = withUnchanged ? sorted : sorted.filter((e) => e.status !== "unchanged");

  return (
    <Stack gap="xs">
      {unchanged > 0 ? (
        <Checkbox
          label={t("bundles_result_show_unchanged", { count: unchanged })}
          checked={withUnchanged}
          onChange={(event) => setWithUnchanged(event.currentTarget.checked)}
        />
      ) : null}
      {shown.length === 0 ? (
        <Text>{t("bundles_result_nothing_listed")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table captionSide="top" withTableBorder striped>
            <Table.Caption>{t("bundles_result_caption")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("bundles_col_kind")}</Table.Th>
                <Table.Th scope="col">{t("bundles_col_name")}</Table.Th>
                <Table.Th scope="col">{t("bundles_col_status")}</Table.Th>
                <Table.Th scope="col">{t("bundles_col_changes")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((entry) => (
                <EntryRow key={entryKey(entry)} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
