/**
 * Whether this browser can draw the map (MapLibre needs WebGL). Checked once by creating a context
 * on a throwaway canvas: a browser without a GPU or with WebGL switched off gets the list alone.
 */
let cached: boolean | undefined;

export function hasWebGL(): boolean {
  if (cached !== undefined) return cached;
  try {
    const canvas = document.createElement("canvas");
    cached = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    cached = false;
  }
  return cached;
}
