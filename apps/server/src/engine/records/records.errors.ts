import { ErrorCode, type TFieldError } from "@fsm/contracts";
import { AppError } from "../../lib/app-error.js";

/**
 * Every problem of one save, collected with its path (dataModel.status, childTables.rma_lines[1].quantity)
 * so the form can mark all fields at once; thrown as one 400 before or instead of any write.
 */
export class Issues {
  readonly list: TFieldError[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
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
    const first = this.list[0];
    if (first)
      throw new AppError(400, ErrorCode.Validation, `${first.path}: ${first.message}`, {
        details: this.list,
      });
  }
}

/** A stale originalDataModel: answered as 409 with the stored row (the route presents it). */
export class StaleWriteError extends Error {
  constructor(readonly current: Record<string, string | number | boolean | null>) {
    super("This record was changed by someone else since you opened it.");
  }
}
