import type { Plugin } from "vite";

const SCROLL_CLASS_NAMES = "\0fsm:remove-scroll-class-names";
const APP_SHELL = /@mantine[\\/]core[\\/].*[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell header, footer and aside import react-remove-scroll only for the class name that
 * a modal's scroll lock uses to keep fixed bars from jumping (`RemoveScroll.classNames.zeroRight`).
 * For them, the import resolves to those names alone, from the library's own constants, so the
 * shell does not load the scroll lock (about 4 KB gzip and a request on every signed-in page); the
 * modals that lock scrolling still import the real library.
 */
export function shellBarsTakeScrollClassNames(): Plugin {
  return {
    name: "fsm:shell-bars-take-scroll-class-names",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "react-remove-scroll" && importer && APP_SHELL.test(importer)
        ? SCROLL_CLASS_NAMES
        : null;
    },
    load(id) {
      if (id !== SCROLL_CLASS_NAMES) return null;
      return [
        'import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";',
        "export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };",
      ].join("\n");
    },
  };
}
