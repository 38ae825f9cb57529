import { skipToken, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getDataForScreenAnswer, rowOf, type TRecordFile } from "../api/get-data-for-screen";
import type { TRow } from "../data-source";
import type { TListScreen } from "../screens/list/use-list-screen";
import { recordNumber } from "./record-heading";

export const recordQueryKey = (screenName: string, id: number) => ["record", screenName, id] as const;
/** The whole getDataForScreen answer; the record's row and its files are read from it. */
export const recordAnswerKey = (screenName: string, id: number) => ["recordAnswer", screenName, id] as const;

/** `:id` of the address as a row id, or null when it is not one (the page says so). */
export const parseRowId = (raw: string | undefined): number | null =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

const answerQuery = (document: TListScreen, id: number) => ({
  queryKey: recordAnswerKey(document.name, id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getDataForScreenAnswer(
      document.name,
      { tableName: document.table, keyAttributes: [{ key_attr: "id", value: id }] },
      signal,
    ),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retry: false,
});

/**
 * The row a detail form opens (getDataForScreen). Not refetched behind the user's back: the form
 * is based on this exact row, and a newer one is met deliberately through the 409 dialog.
 */
export function useScreenRecord(document: TListScreen, id: number) {
  return useQuery<TRow>(recordQuery(useQueryClient(), document, id));
}

/** The files linked to the record (from the same answer as its row: no request of its own). */
export function useRecordFiles(document: TListScreen, id: number) {
  return useQuery({ ...answerQuery(document, id), select: (answer): TRecordFile[] => answer.attachments });
}

/** Per column, what the caller may set (the record's statusChoices), from the same answer. */
export function useRecordChoices(document: TListScreen, id: number) {
  return useQuery({
    ...answerQuery(document, id),
    select: (answer): Record<string, string[]> =>
      answer.statusChoices ? { [answer.statusChoices.column]: answer.statusChoices.values } : {},
  });
}

/** Starts the record's call ahead of its page (see screen-calls.ts); the page's query takes the answer. */
export const prefetchRecord = (client: QueryClient, document: TListScreen, id: number): Promise<void> =>
  client.prefetchQuery(recordQuery(client, document, id));

const recordQuery = (client: QueryClient, document: TListScreen, id: number) => ({
  queryKey: recordQueryKey(document.name, id),
  queryFn: async () => rowOf(await client.fetchQuery(answerQuery(document, id))),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  retry: false,
});

/**
 * The record's number once its row has loaded (for the page title), null before. Shares the form's
 * query, so it costs no request of its own; with no screen or id yet it asks for nothing.
 */
export function useRecordNumber(document: TListScreen | null, id: number | null): string | null {
  const client = useQueryClient();
  const query = useQuery<TRow>(
    document && id !== null
      ? recordQuery(client, document, id)
      : { queryKey: recordQueryKey("", 0), queryFn: skipToken },
  );
  return document && id !== null && query.data ? recordNumber(document, query.data, id) : null;
}
