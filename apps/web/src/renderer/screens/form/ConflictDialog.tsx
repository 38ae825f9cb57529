import { Button, Group, Modal, Table, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { fieldTypeUi } from "../../registry";
import type { FormScreenController } from "./use-form-screen";
import { ProgressButton } from "../../../lib/ui/progress-button";

/**
 * Shown when a save hit a newer row (409): what the other person changed, field by field, next
 * to this user's value, and two deliberate ways on: take theirs, or overwrite knowingly.
 */
export function ConflictDialog({ controller }: { controller: FormScreenController }) {
  const conflict = controller.conflict;
  const t = useMessage();
  return (
    <Modal
      opened={conflict !== null}
      onClose={controller.keepEditing}
      title={t("conflict_title")}
      size="lg"
      closeButtonProps={{ "aria-label": t("app_close") }}
      centered
    >
      <Text size="sm" mb="sm">
        {t("conflict_intro")}
      </Text>
      {conflict && conflict.changes.length ? (
        <Table>
          <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>
            {t("conflict_changed_fields")}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("conflict_field")}</Table.Th>
              <Table.Th scope="col">{t("conflict_before")}</Table.Th>
              <Table.Th scope="col">{t("conflict_theirs")}</Table.Th>
              <Table.Th scope="col">{t("conflict_mine")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {conflict.changes.map(({ item, before, theirs, mine }) => {
              const { Display } = fieldTypeUi(item.type);
              return (
                <Table.Tr key={item.id}>
                  <Table.Th scope="row">{controller.label(item)}</Table.Th>
                  <Table.Td>
                    <Display item={item} value={before} />
                  </Table.Td>
                  <Table.Td>
                    <Display item={item} value={theirs} />
                  </Table.Td>
                  <Table.Td>
                    <Display item={item} value={mine} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm">{t("conflict_hidden_changes")}</Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={controller.reload}>
          {t("conflict_reload")}
        </Button>
        <ProgressButton color="red" onClick={controller.overwrite} busy={controller.saving}>
          {t("conflict_overwrite")}
        </ProgressButton>
      </Group>
    </Modal>
  );
}
