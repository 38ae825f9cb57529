import { z } from "zod";
import { EMPTY_WIZARD_DATA, type WizardData } from "./wizard-data";

/**
 * One run of a wizard, kept in sessionStorage so a reload or Back/Forward through the steps keeps
 * what was entered (and closing the tab forgets it). The run's key doubles as the idempotency key
 * of its submission: every retry of the same run sends the same key, so it creates one record.
 */
export interface WizardRun extends WizardData {
  key: string;
  wizard: string;
  /** How many steps were completed with Next (a reload may not land beyond the next one). */
  reached: number;
}

const RUN_PREFIX = "wizard.run.";
const CURRENT_PREFIX = "wizard.current.";

const ZRun = z.object({
  key: z.uuid(),
  wizard: z.string(),
  reached: z.number().int().min(0),
  row: z.record(z.string(), z.unknown()),
  values: z.record(z.string(), z.record(z.string(), z.unknown())),
});

const runKey = (key: string) => `${RUN_PREFIX}${key}`;
const currentKey = (wizard: string) => `${CURRENT_PREFIX}${wizard.toUpperCase()}`;

function read(key: string): WizardRun | null {
  try {
    const parsed = ZRun.safeParse(JSON.parse(sessionStorage.getItem(runKey(key)) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const wizardRuns = {
  /** The tab's unfinished run of this wizard, if any. */
  current(wizard: string): WizardRun | null {
    const key = sessionStorage.getItem(currentKey(wizard));
    return key ? read(key) : null;
  },
  /** A fresh run with a new key; an unfinished run of the same wizard is dropped. */
  start(wizard: string): WizardRun {
    const previous = sessionStorage.getItem(currentKey(wizard));
    if (previous) sessionStorage.removeItem(runKey(previous));
    const run: WizardRun = { key: crypto.randomUUID(), wizard, reached: 0, ...EMPTY_WIZARD_DATA };
    this.save(run);
    return run;
  },
  save(run: WizardRun): void {
    sessionStorage.setItem(runKey(run.key), JSON.stringify(run));
    sessionStorage.setItem(currentKey(run.wizard), run.key);
  },
  /** After a successful submission, or when the user chose to leave it. */
  clear(run: Pick<WizardRun, "key" | "wizard">): void {
    sessionStorage.removeItem(runKey(run.key));
    if (sessionStorage.getItem(currentKey(run.wizard)) === run.key)
      sessionStorage.removeItem(currentKey(run.wizard));
  },
};

const blank = (v: unknown): boolean =>
  v === null || v === undefined || v === "" || v === false || (Array.isArray(v) && v.length === 0);

/** True once the user has entered anything worth asking about before leaving. */
export const hasInput = (run: WizardRun | null): boolean =>
  !!run &&
  (run.reached > 0 || Object.values(run.values).some((v) => Object.values(v).some((x) => !blank(x))));
