import { once } from "./once";

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

// One formatter per unit, built on first use (once.ts).
const unitFormats = UNITS.map((unit, index) =>
  once(
    () =>
      new Intl.NumberFormat(undefined, {
        style: "unit",
        unit,
        unitDisplay: "short",
        maximumFractionDigits: index === 0 ? 0 : 1,
      }),
  ),
);

/** "12 kB", "3.4 MB" in the user's locale (decimal units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unitFormats[unit]!().format(value);
}

/** A file's kind in a word: its extension upper-cased ("PDF"), else the subtype of its content type. */
export function fileKind(fileName: string, contentType: string): string {
  const dot = fileName.lastIndexOf(".");
  if (dot > 0 && dot < fileName.length - 1) return fileName.slice(dot + 1).toUpperCase();
  const subtype = contentType.split("/")[1] ?? contentType;
  return subtype.split(/[;+]/)[0]!.toUpperCase();
}
