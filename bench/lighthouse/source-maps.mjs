// What profile.mjs and where.mjs share: a built script's position as its source, through the
// build's source maps (the `source-map` package from this folder's node_modules, loaded on first
// use: the scripts install those modules when they start the browser).
import { existsSync, readFileSync } from "node:fs";

/**
 * A lookup of positions in the scripts of `webDist`: `(url, line, column)` (0-based line, as V8's
 * profiles give it) → `{ source, name }` with the source's leading `../` cut, or null for a file
 * without a map or a position without a source.
 */
export function sourceMapper(webDist) {
  const consumers = new Map();
  return async (url, line, column) => {
    if (line < 0) return null;
    const file = url.replace(/^.*\/assets\//, "");
    if (!consumers.has(file)) {
      const { SourceMapConsumer } = await import("source-map");
      const map = `${webDist}/assets/${file}.map`;
      consumers.set(
        file,
        existsSync(map) ? await new SourceMapConsumer(JSON.parse(readFileSync(map, "utf8"))) : null,
      );
    }
    const position = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
    if (!position?.source) return null;
    return { source: position.source.replace(/^(\.\.\/)+/, ""), name: position.name };
  };
}
