const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

// One formatter per unit, built on first use: an Intl constructor costs far more than a format call.
const formatters = new Map<number, Intl.NumberFormat>();
function unitFormat(unit: number): Intl.NumberFormat {
  let format = formatters.get(unit);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: "unit",
      unit: UNITS[unit],
      unitDisplay: "short",
      maximumFractionDigits: unit === 0 ? 0 : 1,
    });
    formatters.set(unit, format);
  }
  return format;
}

/** "12 kB", "3.4 MB" in the user's locale (decimal units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unitFormat(unit).format(value);
}

/** A file's kind in a word: its extension upper-cased ("PDF"), else the subtype of its content type. */
export function fileKind(fileName: string, contentType: string): string {
  const dot = fileName.lastIndexOf(".");
  if (dot > 0 && dot < fileName.length - 1) return fileName.slice(dot + 1).toUpperCase();
  const subtype = contentType.split("/")[1] ?? contentType;
  return subtype.split(/[;+]/)[0]!.toUpperCase();
}
