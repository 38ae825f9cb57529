/** Elements that end a line of a post's text (the rest run on inside their line). */
const LINE_ENDS = new Set(["P", "H2", "H3", "H4", "LI", "BLOCKQUOTE", "PRE", "TR", "BR", "HR", "IMG"]);

/**
 * A stored body as the lines a reader reads, for comparing versions: block by block, table cells
 * separated by a tab, an image as its alt text. DOMParser documents run no script and load nothing.
 */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? "");
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === "IMG") out.push(`[${node.getAttribute("alt") ?? ""}]`);
    node.childNodes.forEach(walk);
    if (node.tagName === "TH" || node.tagName === "TD") out.push("\t");
    if (LINE_ENDS.has(node.tagName)) out.push("\n");
  };
  doc.body.childNodes.forEach(walk);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/, ""))
    .filter((line, i, lines) => line !== "" || (i > 0 && lines[i - 1] !== ""))
    .join("\n")
    .trim();
}
