import { Checkbox, Fieldset, SimpleGrid, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { QueryState } from "../../../lib/ui/query-state";
import { useKindDocuments } from "../api/get-kind-documents";

export interface KindChecklistProps {
  kind: string;
  /** The kind's label, already translated: the group's legend. */
  label: string;
  chosen: readonly string[];
  onChange(names: string[]): void;
}

/** One kind's documents as a labelled group of checkboxes, by name. */
export function KindChecklist({ kind, label, chosen, onChange }: KindChecklistProps) {
  const t = useMessage();
  const documents = useKindDocuments(kind);
  return (
    <Fieldset legend={label} variant="unstyled">
      <QueryState query={documents} what={label}>
        {(list) =>
          list.length === 0 ? (
            <Text size="sm">{t("bundles_export_none_of_kind")}</Text>
          ) : (
            <Checkbox.Group value={[...chosen]} onChange={onChange}>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
                {[...list]
                  .sort((a, b) => a.name.localeCompare(b.name))
                  .map((doc) => (
                    <Checkbox key={doc.id} value={doc.name} label={doc.name} />
                  ))}
              </SimpleGrid>
            </Checkbox.Group>
          )
        }
      </QueryState>
    </Fieldset>
  );
}
