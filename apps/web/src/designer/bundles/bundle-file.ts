import { ZBundle, type TBundle } from "@fsm/contracts";
import { saveFile } from "../../lib/save-file";

/** fsm-bundle-YYYYMMDD-HHmm.json in the designer's own time (the time they see on their clock). */
export function bundleFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  return `fsm-bundle-${day}-${two(at.getHours())}${two(at.getMinutes())}.json`;
}

/** Hands the bundle to the browser as one .json download (indented, so it reads and diffs well). */
export function saveBundle(bundle: TBundle, fileName: string): void {
  saveFile(new Blob([JSON.stringify(bundle, null, 2)], { type: "application/json" }), fileName);
}

export type ParsedBundle =
  | { ok: true; bundle: TBundle }
  | { ok: false; messageKey: "bundles_import_not_json" | "bundles_import_not_bundle"; error: string };

/**
 * A chosen file's text as a bundle, checked here before anything is sent: a wrong file is said at
 * once, in words, and never reaches the server (which checks it again all the same).
 */
export function parseBundle(text: string): ParsedBundle {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, messageKey: "bundles_import_not_json", error: (error as Error).message };
  }
  const parsed = ZBundle.safeParse(data);
  if (parsed.success) return { ok: true, bundle: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return { ok: false, messageKey: "bundles_import_not_bundle", error: `${where}${issue.message}` };
}
