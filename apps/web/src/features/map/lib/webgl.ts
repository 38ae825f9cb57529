/**
 * Whether this browser can draw the map (MapLibre needs WebGL). Checked once by creating a context
 * on a throwaway canvas: a browser without a GPU or with WebGL switched off gets the list alone.
 */
let cached: boolean | undefined;

export function hasWebGL(): boolean {
  if (cached !== undefined) return cached;
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
    cached = Boolean(gl);
    // Give the context back at once: a page may hold only a few, and the map needs its own.
    gl?.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}
