import {
  englishText,
  message,
  type TCatalogueKey,
  type TFieldError,
  type TKeyedMessage,
  type TValuesArg,
} from "@fsm/contracts";
import type { MetadataIssue } from "@fsm/metadata";
import { AppError, fieldDetail, invalidFields, issueDetail } from "../../lib/app-error.js";

/**
 * Every problem of one save, collected with its path (dataModel.status, childTables.rma_lines[1].quantity)
 * so the form can mark all fields at once; thrown as one 400 before or instead of any write.
 */
export class Issues {
  readonly list: TFieldError[] = [];
  /** A problem by catalogue key: `issues.add(at, "value_required")`. */
  add<K extends TCatalogueKey>(path: string, key: K, ...values: TValuesArg<K>) {
    this.list.push(fieldDetail(path, message(key, ...values)));
  }
  /** A problem whose message is made elsewhere: a declared refusal or a value check's. */
  addMessage(path: string, refusal: TKeyedMessage) {
    this.list.push(fieldDetail(path, refusal));
  }
  /** A zod issue (fromZodError): its catalogue message when it has one, else its own words. */
  addIssue(path: string, issue: MetadataIssue) {
    this.list.push(issueDetail(path, issue));
  }
  /** Runs a check that throws a field error (value coercion) and records it instead. */
  attempt<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof AppError) || !error.options.details) throw error;
      this.list.push(...error.options.details);
      return undefined;
    }
  }
  throwIfAny() {
    if (this.list.length) throw invalidFields(this.list);
  }
}

export const STALE_WRITE = message("error_stale_write");

/** A stale originalDataModel: answered as 409 with the stored row (the route presents it). */
export class StaleWriteError extends Error {
  constructor(readonly current: Record<string, string | number | boolean | null>) {
    super(englishText(STALE_WRITE));
  }
}
