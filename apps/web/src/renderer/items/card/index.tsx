import type { ReactNode } from "react";
import { Button, Card, Group, Loader, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMessage } from "../../../lib/messages/use-message";
import { infoCardQueryKey } from "../../api/get-info-card-data";
import type { TRow } from "../../data-source";
import { useRendererServices } from "../../renderer-services";
import { cellText } from "../../screens/shared/cell-text";
import type { ItemUi } from "../item-ui";
import { cardRowId } from "./card-link";

const Note = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

function CardValues({ row, columns }: { row: TRow | null; columns: readonly string[] }) {
  const t = useMessage();
  if (row === null) return <Note>{t("card_no_details")}</Note>;
  return columns.map((column) => (
    <Text key={column} size="sm">
      {cellText(row, column) || "—"}
    </Text>
  ));
}

/** An info card: a few columns of the row this record refers to (infocarddata), as a titled region. */
export const cardItem: ItemUi<"card"> = {
  kind: "card",
  View: function InfoCard({ item, row }) {
    const t = useMessage();
    const { infoCards } = useRendererServices();
    const id = cardRowId(row, item);
    const request = { table: item.table, placeholders: item.placeholders, id: id ?? "" };
    const data = useQuery({
      queryKey: infoCardQueryKey(request),
      queryFn: ({ signal }) => infoCards.row(request, signal),
      enabled: id !== null,
    });
    const label = t(item.label);
    const headingId = `card-${item.id}`;

    let body: ReactNode;
    if (id === null) body = <Note>{t("card_nothing_linked")}</Note>;
    else if (data.isPending) body = <Loader size="xs" aria-label={t("card_loading", { label })} />;
    else if (data.isError)
      body = (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {t("card_load_failed", { label })}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void data.refetch()}>
            {t("app_try_again")}
          </Button>
        </Group>
      );
    else body = <CardValues row={data.data} columns={item.placeholders} />;

    return (
      <Card withBorder component="section" aria-labelledby={headingId} aria-busy={data.isFetching}>
        {/* h2: sections are fieldsets with legends, so the next heading under the page's h1 is this. */}
        <Title order={2} size="h5" id={headingId}>
          {label}
        </Title>
        {body}
      </Card>
    );
  },
};
