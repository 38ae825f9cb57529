import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The Mantine components the portal draws, by the name of their stylesheet
 * (`@mantine/core/styles/{name}.layer.css`). The build fails when a component it bundles is
 * missing here (it would draw unstyled) or when one listed is no longer bundled (its styles would
 * be dead weight on every page): the list stays exact without anyone keeping it by eye.
 */
export const MANTINE_STYLED_COMPONENTS = [
  "ActionIcon",
  "Alert",
  "Anchor",
  "AppShell",
  "Avatar",
  "Badge",
  "Blockquote",
  "Burger",
  "Button",
  "Card",
  "Center",
  "Checkbox",
  "CheckboxCard",
  "CheckboxIndicator",
  "Chip",
  "CloseButton",
  "Code",
  "ColorPicker",
  "ColorSwatch",
  "Combobox",
  "Drawer",
  "Fieldset",
  "FloatingIndicator",
  "Grid",
  "Group",
  "Input",
  "List",
  "Loader",
  "Menu",
  "Modal",
  "ModalBase",
  "NavLink",
  "Notification",
  "NumberInput",
  "Overlay",
  "Pagination",
  "Paper",
  "PasswordInput",
  "Pill",
  "PillsInput",
  "Popover",
  "Progress",
  "Radio",
  "RadioCard",
  "RadioIndicator",
  "ScrollArea",
  "SegmentedControl",
  "SimpleGrid",
  "Skeleton",
  "Stack",
  "Table",
  "Tabs",
  "Text",
  "ThemeIcon",
  "Title",
  "Tooltip",
  "Typography",
  "UnstyledButton",
  "VisuallyHidden",
];

const requireHere = createRequire(import.meta.url);
const FULL_SHEET = requireHere.resolve("@mantine/core/styles.layer.css");
/** A component's own stylesheet in the installed Mantine. */
export const sheetOf = (name: string) => path.join(path.dirname(FULL_SHEET), "styles", `${name}.layer.css`);

/**
 * Where each component's rules stand in Mantine's own full stylesheet, which orders them so that a
 * component's rules follow those of the parts it is built on (Text before Anchor, CheckboxCard
 * before Checkbox; mantine.dev/styles/css-files-list): the place of its file's first rule.
 */
export function mantineSheetOrder(names: readonly string[]): Map<string, number> {
  const full = readFileSync(FULL_SHEET, "utf8");
  return new Map(
    names.map((name) => {
      const body = readFileSync(sheetOf(name), "utf8").replace(/^@layer mantine \{/, "");
      const at = full.indexOf(body.slice(0, body.indexOf("{") + 1));
      if (at < 0) throw new Error(`${name}'s styles are not in Mantine's full stylesheet: ${FULL_SHEET}`);
      return [name, at];
    }),
  );
}

/** A Mantine component's class-name map (`components/Button/Button.module.mjs`), and its name. */
const CLASS_NAME_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/].+[\\/](\w+)\.module\.mjs$/;

/** Imported where a page first needs Mantine's component styles (lib/styles/component-styles.ts). */
export const STYLES_MODULE = "virtual:fsm/mantine-styles";
const RESOLVED_STYLES_MODULE = `\0${STYLES_MODULE}`;

/** The stylesheets of `names` as one module of CSS imports, in the order of Mantine's full sheet. */
export function stylesModule(names: readonly string[]): string {
  const order = mantineSheetOrder(names);
  return [...names]
    .sort((a, b) => order.get(a)! - order.get(b)!)
    .map((name) => `import "@mantine/core/styles/${name}.layer.css";`)
    .join("\n");
}

/** What differs between the components a bundle draws and the list. */
export function styledComponentsMismatch(bundled: ReadonlySet<string>, listed: readonly string[]) {
  return {
    unstyled: [...bundled].filter((name) => !listed.includes(name)).sort(),
    unused: listed.filter((name) => !bundled.has(name)),
  };
}

/**
 * Mantine's component styles in one stylesheet with only the components the portal draws (about
 * 150 KB instead of the 250 KB of every component, parsed in one long task on the first signed-in
 * page). One sheet, not one per component: each sheet that arrives while a page is drawn costs a
 * style recalculation and a layout of the page, which on the request list measured worse than
 * the bytes saved (bench/README, twelfth round). The dev server, which pre-bundles Mantine, takes
 * every style.
 */
export function mantineStylesInUse(listed: readonly string[] = MANTINE_STYLED_COMPONENTS): Plugin {
  let building = false;
  return {
    name: "fsm:mantine-styles-in-use",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(source) {
      return source === STYLES_MODULE ? RESOLVED_STYLES_MODULE : null;
    },
    load(id) {
      if (id !== RESOLVED_STYLES_MODULE) return null;
      return building ? stylesModule(listed) : 'import "@mantine/core/styles.layer.css";';
    },
    generateBundle(_options, bundle) {
      const bundled = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of Object.keys(chunk.modules)) {
          const name = CLASS_NAME_MAP.exec(id)?.[1];
          if (name) bundled.add(name);
        }
      }
      const { unstyled, unused } = styledComponentsMismatch(bundled, listed);
      const where = "MANTINE_STYLED_COMPONENTS in apps/web/build/mantine-styles-in-use.ts";
      if (unstyled.length)
        this.error(`Mantine components without their styles (add them to ${where}): ${unstyled.join(", ")}`);
      if (unused.length)
        this.error(`Mantine styles no component uses (remove them from ${where}): ${unused.join(", ")}`);
    },
  };
}
