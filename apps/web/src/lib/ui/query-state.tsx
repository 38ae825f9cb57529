import type { ReactNode } from "react";
import { Alert, Center, Loader } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorText } from "../messages/error-text";
import { useMessage } from "../messages/use-message";

interface QueryStateProps<T> {
  query: UseQueryResult<T, Error>;
  /** What is loading, for the spinner's label and the error title ("profile"). */
  what: string;
  children: (data: T) => ReactNode;
}

/** The loading and error states every page of server data shows alike; children get the data. */
export function QueryState<T>({ query, what, children }: QueryStateProps<T>) {
  const t = useMessage();
  if (query.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t("query_loading", { what })} />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="outline" title={t("query_load_failed", { what })}>
        {errorText(query.error, t)}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
