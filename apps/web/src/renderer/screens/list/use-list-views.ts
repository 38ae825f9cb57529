import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TDataView } from "@fsm/contracts";
import { notify } from "../../../lib/notify";
import { useMessage } from "../../../lib/messages/use-message";
import type { ListScreenController } from "./use-list-screen";

const key = (screenName: string) => ["dataviews", screenName.toLowerCase()] as const;

/**
 * A list's saved views: the caller's own and those shared with its company. Saving stores what
 * the list shows now (visible columns, quick search, filters, sort); opening one puts it in the
 * URL, so it survives a reload and can be shared as a link.
 */
export function useListViews(list: ListScreenController) {
  const t = useMessage();
  const client = useQueryClient();
  const source = list.source.views;
  const screenName = list.document.name;
  const query = useQuery({
    queryKey: key(screenName),
    queryFn: ({ signal }) => source!.list(screenName, signal),
    enabled: !!source,
  });
  const refresh = () => client.invalidateQueries({ queryKey: key(screenName) });
  const save = useMutation({
    mutationFn: ({ name, shared }: { name: string; shared: boolean }) =>
      source!.save({
        screenName,
        name,
        shared,
        state: {
          columns: list.columns.map((c) => c.column),
          searchValue: list.state.searchValue,
          filters: list.state.filters,
          sort: list.state.sort,
        },
      }),
    onSuccess: (view) => {
      notify.success(t("views_saved", { name: view.name }));
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (view: TDataView) => source!.remove(view.id),
    onSuccess: (_, view) => {
      notify.success(t("views_deleted", { name: view.name }));
      return refresh();
    },
  });
  const open = (view: TDataView) =>
    list.applyView({
      searchValue: view.state.searchValue,
      filters: view.state.filters,
      sort: view.state.sort,
      columns: view.state.columns ?? null,
    });
  return { available: !!source, views: query.data ?? [], loading: query.isPending, save, remove, open };
}
export type ListViewsController = ReturnType<typeof useListViews>;
