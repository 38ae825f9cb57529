import type { Plugin } from "vite";

/** The module the AppShell bars' import resolves to; vite.config.ts puts it in the shell's chunk. */
export const SCROLL_CLASS_NAMES_MODULE = "\0fsm:remove-scroll-class-names";
const APP_SHELL = /@mantine[\\/]core[\\/].*[\\/]AppShell[\\/]/;

/**
 * react-remove-scroll's class names (`RemoveScroll.classNames`, from react-remove-scroll-bar's
 * constants; the test holds them equal to the library's). Written out rather than imported: the
 * module has no imports, so in whatever chunk it lands it is whole before any chunk reads it (with
 * an import, a chunk cycle once left the names undefined when the object was built).
 */
export const SCROLL_CLASS_NAMES = {
  fullWidth: "width-before-scroll-bar",
  zeroRight: "right-scroll-bar-position",
} as const;

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only for the class name that
 * a modal's scroll lock uses to keep fixed bars from jumping (`RemoveScroll.classNames.zeroRight`).
 * For them, the import resolves to those names alone, so the shell does not load the scroll lock
 * (about 4 KB gzip and a request on every signed-in page); the modals that lock scrolling still
 * import the real library.
 */
export function shellBarsTakeScrollClassNames(): Plugin {
  return {
    name: "fsm:shell-bars-take-scroll-class-names",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "react-remove-scroll" && importer && APP_SHELL.test(importer)
        ? SCROLL_CLASS_NAMES_MODULE
        : null;
    },
    load(id) {
      if (id !== SCROLL_CLASS_NAMES_MODULE) return null;
      return `export const RemoveScroll = { classNames: ${JSON.stringify(SCROLL_CLASS_NAMES)} };`;
    },
  };
}
