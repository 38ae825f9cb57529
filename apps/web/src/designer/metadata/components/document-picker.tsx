import { useMemo, useState } from "react";
import { Badge, Group, NativeSelect, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { SearchBox } from "../../../lib/ui/search-box";
import { QueryState } from "../../../lib/ui/query-state";
import { useDocuments } from "../api/get-documents";
import { EDITABLE_KINDS, type TEditableKind } from "../document-kinds";

export interface DocumentPickerProps {
  kind: TEditableKind;
  name: string | null;
  onKind(kind: TEditableKind): void;
  onName(name: string): void;
}

/** The kind (a labelled select) and a searchable list of its documents, the open one marked. */
export function DocumentPicker({ kind, name, onKind, onName }: DocumentPickerProps) {
  const t = useMessage();
  const documents = useDocuments(kind);
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const kinds = useMemo(() => EDITABLE_KINDS.map((k) => ({ value: k.kind, label: t(k.label) })), [t]);

  return (
    <Stack gap="sm" miw={240} w={{ base: "100%", md: 300 }}>
      <NativeSelect
        label={t("mde_kind")}
        data={kinds}
        value={kind}
        onChange={(e) => {
          // Another kind's names: a search typed for this one would hide them.
          setSearch("");
          onKind(e.currentTarget.value as TEditableKind);
        }}
      />
      <SearchBox label={t("mde_search")} placeholder="" value={search} onChange={setSearch} />
      <QueryState query={documents} what={t("mde_documents")}>
        {(list) => {
          const shown = list
            .filter((doc) => doc.name.toLowerCase().includes(needle))
            .sort((a, b) => a.name.localeCompare(b.name));
          return shown.length === 0 ? (
            <Text size="sm">{t("mde_no_documents")}</Text>
          ) : (
            <ScrollArea.Autosize mah="60vh" type="auto">
              <nav aria-label={t("mde_documents")}>
                {shown.map((doc) => (
                  <NavLink
                    key={doc.id}
                    component="button"
                    type="button"
                    active={doc.name === name}
                    aria-current={doc.name === name ? "page" : undefined}
                    onClick={() => onName(doc.name)}
                    label={doc.name}
                    // Mantine dims the description, below AA on the active row's tint: the label's colour.
                    styles={{ description: { color: "inherit", opacity: 1 } }}
                    description={
                      <Group gap={6} component="span">
                        <span>{t("mde_revision", { revision: doc.revision })}</span>
                        {doc.draftSavedAt ? (
                          <Badge
                            size="xs"
                            color="yellow"
                            variant="filled"
                            autoContrast
                            title={t("mde_draft_marker")}
                          >
                            {t("mde_draft")}
                          </Badge>
                        ) : null}
                      </Group>
                    }
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          );
        }}
      </QueryState>
    </Stack>
  );
}
