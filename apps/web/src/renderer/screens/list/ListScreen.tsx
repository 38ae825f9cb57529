import "./list-messages";
import { codeTableOf } from "@fsm/metadata";
import { useDeferredValue, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Button, Group, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "react-router";
import { hasStatus } from "../../../lib/api-error";
import { useNextCommit } from "../../../lib/use-next-commit";
import { useMessage } from "../../../lib/messages/use-message";
import { EmptyState, ErrorState, ListSkeleton, NoAccessState } from "../../../lib/ui/states";
import type { TRow } from "../../data-source";
import { CodePagesProvider } from "../../field-types/codeSelect/code-pages";
import { columnItem } from "../shared/column-item";
import { ListCards } from "./list-cards";
import { shownColumns } from "./list-columns";
import { ListExport } from "./list-export";
import { ListViewsButton } from "./list-views-button";
import { ListPager } from "./list-pager";
import type { ListTableProps } from "./list-table";
import { ListToolbar } from "./list-toolbar";
import { useListScreen, type ListScreenController, type ListScreenParams } from "./use-list-screen";

type TListTable = ComponentType<ListTableProps>;

/**
 * The table's component once its code has loaded, on a wide screen; null before that and on a
 * phone, which shows cards. Its code (Mantine's Table brings ScrollArea and floating-ui along) is
 * fetched as the page first draws, beside the list's first call.
 */
function useListTable(wide: boolean): TListTable | null {
  const [table, setTable] = useState<{ ListTable: TListTable } | null>(null);
  useEffect(() => {
    if (!wide || table) return;
    let live = true;
    import("./list-table").then(
      (module) => live && setTable(module),
      // A chunk that cannot load fails the page as a lazy route's would (its error page).
      (error: unknown) =>
        live &&
        setTable(() => {
          throw error;
        }),
    );
    return () => {
      live = false;
    };
  }, [wide, table]);
  return table?.ListTable ?? null;
}

/** Below 768 px (spec §9's breakpoint) a list is cards and its filters a sheet. */
export const PHONE_QUERY = "(max-width: 47.99em)";

export interface ListScreenPresentation {
  rowLink?: (row: TRow) => string;
  /** The page's one primary action ("New request"), beside the title; message key and target. */
  action?: { label: string; to: string };
  /** What the list is for when it has no records yet (message keys); the action is offered with it. */
  empty?: { title: string; body: string; action?: string };
  /** The area's name, for the page a user without access to it sees. */
  area?: string;
  /** Where the no-access page sends the user. */
  home?: string;
}

/** The code tables of the columns a list draws: its rows' labels, one query per table (CodePagesProvider). */
const codeTablesOf = (columns: readonly ListScreenController["columns"][number][]) =>
  columns.flatMap((column) => codeTableOf(columnItem(column)) ?? []);

/** A portal screen's search: cards on a phone, a table otherwise, with its designed states. */
export function ListScreen(props: ListScreenParams & ListScreenPresentation) {
  const list = useListScreen(props);
  const t = useMessage();
  // Read at once, not after a first paint as a table: no layout shift on a phone.
  const phone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const title = t(props.document.title);
  const ListTable = useListTable(!phone);
  // What the first page's answer brings (rows, the export's count) draws in a deferred render,
  // not in the urgent one the answer starts (docs/UX.md "Speed"), and all in one commit, so
  // nothing above the rows moves after they show.
  // A wide screen's rows wait for the table's code too.
  // Not in the page's first commit either, when the route's loader has brought the rows already:
  // that commit holds the shell and the page around them, and the rows make it one long task.
  const afterFirstCommit = useNextCommit();
  const settled = useDeferredValue(
    afterFirstCommit && !list.query.isPending && (phone || ListTable !== null),
  );
  const forbidden = hasStatus(list.query.error, 403);
  if (forbidden) return <NoAccessState area={props.area ?? title} home={props.home ?? "/app/dashboard"} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{title}</Title>
        <Group gap="sm" align="flex-start">
          <ListViewsButton list={list} />
          {settled ? <ListExport list={list} name={title} /> : null}
          {props.action ? (
            <Button component={Link} to={props.action.to}>
              {t(props.action.label)}
            </Button>
          ) : null}
        </Group>
      </Group>
      <ListToolbar list={list} phone={phone} />
      <CodePagesProvider tables={codeTablesOf(shownColumns(list.columns, phone))}>
        <ListBody list={list} title={title} phone={phone} settled={settled} table={ListTable} {...props} />
      </CodePagesProvider>
    </Stack>
  );
}

function ListBody({
  list,
  title,
  phone,
  rowLink,
  empty,
  action,
  settled,
  table: ListTable,
}: ListScreenPresentation & {
  list: ListScreenController;
  title: string;
  phone: boolean;
  settled: boolean;
  table: TListTable | null;
}) {
  const t = useMessage();
  if (list.query.isPending || !settled)
    return <ListSkeleton label={t("list_loading", { title })} cards={phone} />;
  if (list.query.isError)
    return (
      <ErrorState
        title={t("list_load_failed", { title })}
        error={list.query.error}
        next={t("list_load_failed_body")}
        onRetry={() => void list.query.refetch()}
      />
    );
  if (list.rows.length === 0) return <EmptyList list={list} empty={empty} action={action} />;
  return (
    <>
      {phone || !ListTable ? (
        <ListCards list={list} caption={title} rowLink={rowLink} />
      ) : (
        <ListTable list={list} caption={title} rowLink={rowLink} />
      )}
      <ListPager list={list} />
    </>
  );
}

function EmptyList({
  list,
  empty,
  action,
}: Pick<ListScreenPresentation, "empty" | "action"> & { list: ListScreenController }) {
  const t = useMessage();
  let next: ReactNode = null;
  if (list.filtering)
    next = (
      <Button size="sm" variant="default" onClick={list.clearAll}>
        {t("list_clear_all")}
      </Button>
    );
  else if (list.state.page > 1)
    next = (
      <Button size="sm" variant="default" onClick={() => list.goToPage(1)}>
        {t("list_first_page")}
      </Button>
    );
  else if (action && empty?.action)
    next = (
      <Button component={Link} to={action.to}>
        {t(empty.action)}
      </Button>
    );
  if (list.filtering || list.state.page > 1)
    return (
      <EmptyState title={t("list_filtered_empty_title")} body={t("list_filtered_empty_body")} action={next} />
    );
  return (
    <EmptyState
      title={t(empty?.title ?? "list_empty_title")}
      body={t(empty?.body ?? "list_empty_body")}
      action={next}
    />
  );
}
