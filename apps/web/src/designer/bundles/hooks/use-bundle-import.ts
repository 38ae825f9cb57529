import { useRef, useState } from "react";
import type { TBundle, TBundleImportResult } from "@fsm/contracts";
import { errorText } from "../../../lib/messages/error-text";
import { useMessage } from "../../../lib/messages/use-message";
import { useImportBundle } from "../api/import-bundle";
import { parseBundle } from "../bundle-file";

type Counts = TBundleImportResult["counts"];

export interface BundleImport {
  /** The chosen file's name, once it parsed as a bundle. */
  fileName: string | null;
  /** Why the chosen file cannot be imported, or why the last dry run or apply failed (translated). */
  error: string | null;
  /** The latest dry run: what applying would change here now. */
  dryRun: TBundleImportResult | null;
  /** The counts of the last apply, for its success message (cleared by the next file). */
  applied: Counts | null;
  overwrite: boolean;
  setOverwrite(overwrite: boolean): void;
  busy: "comparing" | "applying" | null;
  choose(file: File | null): Promise<void>;
  apply(): Promise<void>;
}

/** What applying would write: nothing to apply when every entry is unchanged. */
export const toApply = (counts: Counts): number => counts.new + counts.changed + counts.conflict;

/**
 * The import part's controller: a chosen file is parsed here, compared with the portal (a dry run,
 * nothing written), then applied all or nothing, and compared again so the table shows the portal
 * as it is now (everything unchanged). A later file wins over an earlier one still on its way.
 */
export function useBundleImport(): BundleImport {
  const t = useMessage();
  const call = useImportBundle();
  const [fileName, setFileName] = useState<string | null>(null);
  const [bundle, setBundle] = useState<TBundle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState<TBundleImportResult | null>(null);
  const [applied, setApplied] = useState<Counts | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [busy, setBusy] = useState<BundleImport["busy"]>(null);
  const turn = useRef(0);

  async function compare(next: TBundle, mine: number) {
    setBusy("comparing");
    try {
      const result = await call.mutateAsync({ bundle: next, dryRun: true });
      if (mine === turn.current) setDryRun(result);
    } catch (failure) {
      if (mine === turn.current) setError(errorText(failure, t));
    } finally {
      if (mine === turn.current) setBusy(null);
    }
  }

  async function choose(file: File | null) {
    const mine = ++turn.current;
    setFileName(null);
    setBundle(null);
    setError(null);
    setDryRun(null);
    setApplied(null);
    setOverwrite(false);
    if (!file) return;
    // A file that cannot be read (moved, no permission) says so like a file that is no JSON.
    const parsed = await file.text().then(parseBundle, (failure: Error) => ({
      ok: false as const,
      messageKey: "bundles_import_not_json" as const,
      error: failure.message,
    }));
    if (mine !== turn.current) return;
    if (!parsed.ok) {
      setError(t(parsed.messageKey, { fileName: file.name, error: parsed.error }));
      return;
    }
    setFileName(file.name);
    setBundle(parsed.bundle);
    await compare(parsed.bundle, mine);
  }

  async function apply() {
    if (!bundle || !dryRun) return;
    setError(null);
    setApplied(null);
    if (dryRun.counts.conflict > 0 && !overwrite) {
      // The server would refuse it too (409, nothing written): said here without the round trip.
      setError(t("bundles_apply_refused_conflicts", { count: dryRun.counts.conflict }));
      return;
    }
    const mine = turn.current;
    setBusy("applying");
    try {
      const result = await call.mutateAsync({ bundle, dryRun: false, overwrite });
      if (mine !== turn.current) return;
      setApplied(result.counts);
      setOverwrite(false);
    } catch (failure) {
      if (mine !== turn.current) return;
      // A 409 (conflicts meanwhile) or a 400 (a document this portal refuses): the server's words.
      setError(t("bundles_apply_failed", { error: errorText(failure, t) }));
    }
    // Applied or refused, the portal may differ from the last comparison (someone else's edit).
    await compare(bundle, mine);
  }

  return { fileName, error, dryRun, applied, overwrite, setOverwrite, busy, choose, apply };
}
