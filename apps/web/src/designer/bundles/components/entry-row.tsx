import { Fragment, useId, useState } from "react";
import { Button, Table } from "@mantine/core";
import type { TBundleEntryStatus, TBundleImportResult } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import { TintBadge } from "../../../lib/ui/tint-badge";
import { kindLabelKey } from "../bundle-kinds";
import { EntryChanges } from "./entry-changes";

type Entry = TBundleImportResult["entries"][number];

/** Each status in words and a colour (the colour only repeats the words). */
const STATUS: Record<TBundleEntryStatus, { text: string; color: string }> = {
  new: { text: "bundles_status_new", color: "blue" },
  changed: { text: "bundles_status_changed", color: "violet" },
  unchanged: { text: "bundles_status_unchanged", color: "gray" },
  conflict: { text: "bundles_status_conflict", color: "orange" },
};

/** One entry of the dry run, its changes opened below it by a button (keyboard: Enter or Space). */
export function EntryRow({ entry }: { entry: Entry }) {
  const t = useMessage();
  const changesId = useId();
  const [open, setOpen] = useState(false);
  const kindKey = kindLabelKey(entry.kind);
  const name = entry.locale
    ? t("bundles_message_name", { name: entry.name, locale: entry.locale })
    : entry.name;
  const status = STATUS[entry.status];
  const count = entry.changes.length;

  return (
    <Fragment>
      <Table.Tr data-status={entry.status}>
        <Table.Td>{kindKey ? t(kindKey) : entry.kind}</Table.Td>
        <Table.Th scope="row" fw="normal">
          {name}
        </Table.Th>
        <Table.Td>
          <TintBadge color={status.color}>{t(status.text)}</TintBadge>
        </Table.Td>
        <Table.Td>
          {count > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={open}
              aria-controls={open ? changesId : undefined}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? t("bundles_changes_hide", { name }) : t("bundles_changes_show", { name, count })}
            </Button>
          ) : null}
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr id={changesId}>
          <Table.Td colSpan={4}>
            <EntryChanges changes={entry.changes} name={name} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}
