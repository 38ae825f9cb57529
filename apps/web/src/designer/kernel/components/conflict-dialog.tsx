import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useMessage } from "../../../lib/messages/use-message";
import type { PathChange } from "../change-paths";
import type { AnyDocumentEditor, ConflictChoice } from "../editor-types";
import { ChangeTable } from "./change-table";

/**
 * Shown on a 409: what changed on each side, then Reload / Keep mine / Merge. A choice is
 * required (no close button, Escape does nothing): leaving it open would publish nothing.
 */
export function ConflictDialog({ editor }: { editor: AnyDocumentEditor }) {
  const t = useMessage();
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const { conflict, conflictReport: report } = editor;
  const choose = (choice: ConflictChoice) => {
    setBusy(choice);
    void editor.resolveConflict(choice).finally(() => setBusy(null));
  };
  return (
    <Modal
      opened={conflict !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t("studio_conflict_title")}
      size="xl"
    >
      {conflict && report ? (
        <Stack>
          <Text size="sm">{t("studio_conflict_text", { revision: conflict.revision })}</Text>
          {report.theirs ? (
            <Changes
              caption={t("studio_conflict_theirs", { revision: conflict.revision })}
              changes={report.theirs}
            />
          ) : null}
          <Changes
            caption={t(report.theirs ? "studio_conflict_mine" : "studio_conflict_differences")}
            changes={report.mine}
          />
          {report.merged ? null : (
            <Alert color="gray" variant="light">
              {t("studio_conflict_no_merge")}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="outline"
              color="red"
              loading={busy === "reload"}
              onClick={() => choose("reload")}
            >
              {t("studio_conflict_reload")}
            </Button>
            <Button variant="outline" loading={busy === "keepMine"} onClick={() => choose("keepMine")}>
              {t("studio_conflict_keep")}
            </Button>
            {report.merged ? (
              <Button loading={busy === "merge"} onClick={() => choose("merge")} data-autofocus>
                {t("studio_conflict_merge")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

function Changes({ caption, changes }: { caption: string; changes: PathChange[] }) {
  const t = useMessage();
  if (changes.length > 0) return <ChangeTable caption={caption} changes={changes} />;
  return (
    <Text size="sm">
      {caption}: {t("studio_conflict_none")}
    </Text>
  );
}
