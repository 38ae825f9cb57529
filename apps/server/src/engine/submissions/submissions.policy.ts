import { statusTransitionsOf } from "../records/status-transitions.js";

/** A new record starts where its table's lifecycle declares: a request NEW, an RMA OPEN. */
export const initialStatus = (table: string) => statusTransitionsOf(table)?.initial;
