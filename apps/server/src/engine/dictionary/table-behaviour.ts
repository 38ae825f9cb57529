import type { TKeyedMessage } from "@fsm/contracts";
import type { ParamName } from "../../platform/app-config/app-params.js";
import type { StatusTransitions } from "./status-transitions.types.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { declareOnce } from "../../lib/declare-once.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** What its tables do beyond rows: numbering, statuses, menu area, edit gate, … */
    behaviours?: TableBehaviour[];
  }
}

/** A menu-access flag: the area of the portal a table belongs to. */
export type AccessArea = keyof Actor["access"];

/**
 * What a table does beyond storing rows, declared by the business module that owns it
 * (ARCHITECTURE §2 rule 3). The engine reads these and never names a business table itself.
 */
export type TableBehaviour = {
  table: string;
  /** The number people quote (SR-000123): a read-only column filled from record_counters on insert. */
  numbering?: { column: string; prefix: string; digits: number };
  /** The status lifecycle: initial status, transitions per role, whether changes are its history. */
  status?: StatusTransitions;
  /** The menu-access flag that opens the table; its owned children belong to the same area. */
  area?: AccessArea;
  /** Child tables whose rows belong to this table's rows (shown as grids), not mere look-ups. */
  ownedChildren?: readonly string[];
  /** Customers write the table only while this app parameter is true (staff always may). */
  editGate?: { param: ParamName; refusal: TKeyedMessage };
  /**
   * A reference column (a site) whose row's company a new record takes when staff do not name
   * one; a company they do name must be that row's. The referenced table is the dictionary's.
   */
  companyFrom?: { column: string };
  /** A workflow may create records of the table; what its submissions need. */
  workflow?: {
    /** The page a finished wizard shows. */
    successPage: string;
    /** An owned child of which a submission must bring at least one row. */
    requiredChild?: { table: string; message: TKeyedMessage };
    /** Reference columns the submitting person fills when the steps leave them empty. */
    submitterColumns?: readonly string[];
    /**
     * A child column whose first row helps recognise the record's company (a serial number): the
     * company of the one row of `owners.table` whose `owners.column` holds it.
     */
    serialNumberFrom?: { table: string; column: string; owners: { table: string; column: string } };
    /**
     * References that must agree with another column of the row, as the wizard's look-ups are
     * filtered (an asset at the chosen site): the referenced row's `sameAs` column equals the row's.
     */
    matchingReferences?: readonly MatchingReference[];
  };
};

export type MatchingReference = {
  column: string;
  sameAs: string;
  refusal: (value: number, other: number) => TKeyedMessage;
};

const DECLARED = new Map<string, TableBehaviour>();

/** Business modules declare their tables once, when the app is composed (modules/declared-tables.ts). */
export function declareTableBehaviours(...behaviours: TableBehaviour[]): void {
  for (const b of behaviours) declareOnce(DECLARED, b.table, b, "table");
}

/** The declared behaviour of a table; a table nobody declared behaves as plain rows. */
export const tableBehaviour = (table: string): TableBehaviour | undefined => DECLARED.get(table);
export const tableBehaviours = (): TableBehaviour[] => [...DECLARED.values()];

/** The table that owns `child` (its rows belong to the owner's rows), if any. */
export const ownerOf = (child: string): TableBehaviour | undefined =>
  tableBehaviours().find((b) => b.ownedChildren?.includes(child));

/** The area of a table: its own, else that of the table owning it. */
export const areaOf = (table: string): AccessArea | undefined =>
  tableBehaviour(table)?.area ?? ownerOf(table)?.area;

/** Tables a workflow may create records in, with the success page each one ends on. */
export const workflowTables = (): ReadonlyMap<string, string> =>
  new Map(tableBehaviours().flatMap((b) => (b.workflow ? [[b.table, b.workflow.successPage]] : [])));
