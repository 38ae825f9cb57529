import { Button, Group, Modal, Table, Text } from "@mantine/core";
import { fieldTypeUi } from "../../registry";
import type { FormScreenController } from "./use-form-screen";

/**
 * Shown when a save hit a newer row (409): what the other person changed, field by field, next
 * to this user's value, and two deliberate ways on: take theirs, or overwrite knowingly.
 */
export function ConflictDialog({ controller }: { controller: FormScreenController }) {
  const conflict = controller.conflict;
  return (
    <Modal
      opened={conflict !== null}
      onClose={controller.keepEditing}
      title="Someone else changed this record"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
    >
      <Text size="sm" mb="sm">
        It was saved by someone else after you opened it. Your changes are not saved yet.
      </Text>
      {conflict && conflict.changes.length ? (
        <Table>
          <Table.Caption style={{ captionSide: "top", textAlign: "left" }}>Changed fields</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Field</Table.Th>
              <Table.Th scope="col">When you opened it</Table.Th>
              <Table.Th scope="col">Saved now</Table.Th>
              <Table.Th scope="col">Yours</Table.Th>
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
        <Text size="sm">The changes are in values this screen does not show.</Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={controller.reload}>
          Reload their version
        </Button>
        <Button color="red" onClick={controller.overwrite} loading={controller.saving}>
          Overwrite with my changes
        </Button>
      </Group>
    </Modal>
  );
}
