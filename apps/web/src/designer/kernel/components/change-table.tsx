import { Badge, Code, Table } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { changeKind, type ChangeKind, type PathChange } from "../change-paths";
import { ChangeValue } from "./change-value";

const KIND_TEXT: Record<ChangeKind, string> = {
  added: "studio_change_added",
  modified: "studio_change_modified",
  deleted: "studio_change_deleted",
};
const KIND_COLOR: Record<ChangeKind, string> = { added: "green.9", modified: "blue.9", deleted: "red.9" };

/** Changes by JSON pointer with the values on each side (conflicts, revision compare). */
export function ChangeTable({ changes, caption }: { changes: PathChange[]; caption: string }) {
  const t = useMessage();
  return (
    <Table striped withTableBorder captionSide="top" layout="fixed">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("studio_change_path")}</Table.Th>
          <Table.Th scope="col">{t("studio_change_kind")}</Table.Th>
          <Table.Th scope="col">{t("studio_change_before")}</Table.Th>
          <Table.Th scope="col">{t("studio_change_after")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change, index) => {
          const kind = changeKind(change);
          return (
            <Table.Tr key={`${change.path}#${index}`} data-change={kind}>
              <Table.Th scope="row">
                <Code>{change.path || "/"}</Code>
              </Table.Th>
              <Table.Td>
                <Badge variant="light" color={KIND_COLOR[kind]}>
                  {t(KIND_TEXT[kind])}
                </Badge>
              </Table.Td>
              <Table.Td>
                <ChangeValue value={change.before} />
              </Table.Td>
              <Table.Td>
                <ChangeValue value={change.after} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
