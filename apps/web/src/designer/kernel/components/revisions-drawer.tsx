import { Alert, Button, Checkbox, Drawer, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useRef, useState } from "react";
import { DateTime } from "../../../lib/format/date-time";
import { useErrorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { useRevisions } from "../api/get-revisions";
import { useRevertDocument } from "../api/revert-document";
import { RevertConfirm } from "./revert-confirm";
import { RevisionCompare } from "./revision-compare";

/** Between the parts of a revision's line (a mark, not a word: nothing to translate). */
const SEPARATOR = " \u00b7 ";

interface RevisionsDrawerProps {
  kind: string;
  name: string;
  opened: boolean;
  onClose(): void;
  onReverted?(): void;
}

/**
 * Any document's history: who published what and when, a compare of any two revisions, and a
 * revert (confirmed first, itself a new revision) whose result is announced.
 */
export function RevisionsDrawer({ kind, name, opened, onClose, onReverted }: RevisionsDrawerProps) {
  const t = useMessage();
  const errorText = useErrorText();
  const revisions = useRevisions(kind, name, opened);
  const revert = useRevertDocument(kind, name);
  const [picked, setPicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<readonly [number, number] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [said, setSaid] = useState("");
  // Where focus goes when the revert question closes: the result, or back to the row's button.
  const resultRef = useRef<HTMLParagraphElement>(null);
  const revertButtons = useRef(new Map<number, HTMLButtonElement>());
  const cancelRevert = (revision: number) => {
    setConfirming(null);
    revertButtons.current.get(revision)?.focus();
  };
  const announce = (text: string) => {
    setConfirming(null);
    setSaid(text);
    resultRef.current?.focus();
  };

  const toggle = (revision: number) =>
    setPicked((now) =>
      now.includes(revision) ? now.filter((r) => r !== revision) : [...now, revision].slice(-2),
    );
  const compare = () => {
    const [a, b] = [...picked].sort((x, y) => x - y);
    if (a !== undefined && b !== undefined) setCompared([a, b]);
  };
  const confirmRevert = (revision: number) =>
    revert.mutate(revision, {
      onSuccess: (published) => {
        announce(t("studio_revert_done", { revision, newRevision: published.revision }));
        onReverted?.();
      },
      onError: (error) => announce(t("studio_revert_failed", { reason: errorText(error) })),
    });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={t("studio_revisions_title")}
      closeButtonProps={{ "aria-label": t("app_close") }}
    >
      <Stack>
        <Text role="status" size="sm" fw={said ? 600 : undefined} ref={resultRef} tabIndex={-1}>
          {said}
        </Text>
        {revisions.isPending ? (
          <Text size="sm">{t("studio_revisions_loading")}</Text>
        ) : revisions.isError ? (
          <Alert color="red" role="alert">
            {t("studio_revisions_failed")}
          </Alert>
        ) : revisions.data.length === 0 ? (
          <Text size="sm">{t("studio_revisions_empty")}</Text>
        ) : (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t("studio_revisions_pick_hint")}
              </Text>
              <Button size="xs" disabled={picked.length !== 2} onClick={compare}>
                {t("studio_compare")}
              </Button>
            </Group>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t("studio_compare")}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th scope="col">{t("studio_revisions_title")}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t("studio_revert_confirm")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revisions.data.map((row, index) => (
                  <Table.Tr key={row.revision}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t("studio_revision_pick", { revision: row.revision })}
                        checked={picked.includes(row.revision)}
                        onChange={() => toggle(row.revision)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {t("studio_revision", { revision: row.revision })}
                        {row.deleted ? `${SEPARATOR}${t("studio_revision_deleted")}` : ""}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.authorPersonId === null
                          ? t("studio_revision_system")
                          : (row.authorName ?? t("studio_revision_author", { id: row.authorPersonId }))}
                        {SEPARATOR}
                        <DateTime value={row.createdAt} />
                      </Text>
                      <Text size="sm">{row.comment || t("studio_revision_no_comment")}</Text>
                      {confirming === row.revision ? (
                        <RevertConfirm
                          revision={row.revision}
                          busy={revert.isPending}
                          onConfirm={() => confirmRevert(row.revision)}
                          onCancel={() => cancelRevert(row.revision)}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {index > 0 ? (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setConfirming(row.revision)}
                          ref={(node) => {
                            if (node) revertButtons.current.set(row.revision, node);
                            else revertButtons.current.delete(row.revision);
                          }}
                        >
                          {t("studio_revert", { revision: row.revision })}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
        {compared ? <RevisionCompare kind={kind} name={name} pair={compared} /> : null}
      </Stack>
    </Drawer>
  );
}
