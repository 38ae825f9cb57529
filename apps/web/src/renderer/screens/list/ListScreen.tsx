import { Alert, Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import type { TRow } from "../../data-source";
import { ListPager } from "./list-pager";
import { ListTable } from "./list-table";
import { ListToolbar } from "./list-toolbar";
import { useListScreen, type ListScreenController, type ListScreenParams } from "./use-list-screen";

/** A portal screen's search as a table: toolbar, sortable headers, pager, and its three states. */
export function ListScreen(props: ListScreenParams & { rowLink?: (row: TRow) => string }) {
  const list = useListScreen(props);
  const t = useMessage();
  const title = t(props.document.title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <ListToolbar list={list} />
      <ListBody list={list} title={title} rowLink={props.rowLink} />
    </Stack>
  );
}

function ListBody({
  list,
  title,
  rowLink,
}: {
  list: ListScreenController;
  title: string;
  rowLink?: (row: TRow) => string;
}) {
  const t = useMessage();
  if (list.query.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t("list_loading", { title })} />
      </Center>
    );
  if (list.query.isError)
    return (
      <Alert color="red" variant="outline" title={t("list_load_failed", { title })}>
        <Text size="sm">{errorText(list.query.error, t)}</Text>
        <Button mt="sm" size="xs" variant="default" onClick={() => void list.query.refetch()}>
          {t("app_try_again")}
        </Button>
      </Alert>
    );
  if (list.rows.length === 0)
    return (
      <Alert variant="light" title={t("list_nothing_found")}>
        <Text size="sm">{t("list_no_rows")}</Text>
        {list.state.page > 1 ? (
          <Button mt="sm" size="xs" variant="default" onClick={() => list.goToPage(1)}>
            {t("list_first_page")}
          </Button>
        ) : null}
      </Alert>
    );
  return (
    <>
      <ListTable list={list} caption={title} rowLink={rowLink} />
      <ListPager list={list} />
    </>
  );
}
