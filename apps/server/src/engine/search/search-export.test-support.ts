/**
 * RFC 4180 as the export writes it (quoted cells may hold commas, quotes and line breaks; records
 * end in CRLF): the records of a CSV text, each a list of cells. Tests read files with it.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i += 1;
    } else cell += ch;
  }
  if (cell !== "" || record.length) records.push([...record, cell]);
  return records;
}
