import manifest from "../package.json" with { type: "json" };

/** The server package version (bundled into dist by esbuild, read from package.json under tsx). */
export const APP_VERSION: string = manifest.version;
