import { useContext, type ReactNode } from "react";
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "../query-client";

/**
 * TanStack Query for what is inside: the portal's client, unless an outer provider already gave
 * one (a test's own). It is not one of the app's providers: the sign-in route asks the server
 * without it and does not load it (bench/budgets.json), while every other route (app/query-layout)
 * and the sign-up view bring it with their chunks.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return outer ? children : <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
