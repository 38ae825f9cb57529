import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from "immer";
import { applyPatch } from "rfc6902";
import { jsonOperations } from "./json-diff";

enablePatches();

/** Undo keeps at least this many steps (issue 27 §4); older ones fall off. */
export const HISTORY_LIMIT = 100;
/** Edits with the same merge key this close together are one step (typing in a label field). */
export const MERGE_WINDOW_MS = 1000;

interface Step {
  patches: Patch[];
  inverse: Patch[];
  mergeKey?: string;
  at: number;
}

export interface EditOptions {
  /** Consecutive edits with the same key within MERGE_WINDOW_MS undo as one step. */
  mergeKey?: string;
}

/**
 * A document and its undo and redo stacks of immer patches. Plain TypeScript, no React: the
 * controller wraps it, and the property test drives it alone.
 */
export class EditHistory<T extends object> {
  private undoStack: Step[] = [];
  private redoStack: Step[] = [];
  /** The step a next edit may merge into: only the one just recorded (not one reached by undo). */
  private mergeable: Step | null = null;

  constructor(
    private current: T,
    private readonly now: () => number = Date.now,
    private readonly limit = HISTORY_LIMIT,
  ) {}

  get document(): T {
    return this.current;
  }
  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  get undoDepth(): number {
    return this.undoStack.length;
  }

  /** Applies a recipe; returns its forward patches (none when it changed nothing: no step then). */
  edit(recipe: (draft: Draft<T>) => void, options: EditOptions = {}): Patch[] {
    const [next, patches, inverse] = produceWithPatches(this.current, recipe);
    if (patches.length === 0) return [];
    this.current = next as T;
    this.record({ patches, inverse, mergeKey: options.mergeKey, at: this.now() });
    return patches;
  }

  /**
   * The whole document at once (the raw JSON editor): recorded as the fine-grained changes
   * between the two, so undo, merge and conflicts see paths rather than one root replacement.
   */
  replace(next: T, options: EditOptions = {}): Patch[] {
    const operations = jsonOperations(this.current, next);
    return this.edit((draft) => {
      applyPatch(draft, operations);
    }, options);
  }

  undo(): boolean {
    const step = this.undoStack.pop();
    if (!step) return false;
    this.current = applyPatches(this.current, step.inverse);
    this.redoStack.push(step);
    this.mergeable = null;
    return true;
  }

  redo(): boolean {
    const step = this.redoStack.pop();
    if (!step) return false;
    this.current = applyPatches(this.current, step.patches);
    this.undoStack.push(step);
    this.mergeable = null;
    return true;
  }

  /** A new starting point (reloaded or discarded): nothing to undo. */
  reset(document: T): void {
    this.current = document;
    this.undoStack = [];
    this.redoStack = [];
    this.mergeable = null;
  }

  private record(step: Step): void {
    this.redoStack = [];
    const last = this.mergeable;
    if (step.mergeKey && last?.mergeKey === step.mergeKey && step.at - last.at <= MERGE_WINDOW_MS) {
      last.patches = [...last.patches, ...step.patches];
      last.inverse = [...step.inverse, ...last.inverse];
      last.at = step.at;
      return;
    }
    this.undoStack.push(step);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.mergeable = step;
  }
}
