import type { Completion, CompletionContext, CompletionResult } from "@codemirror/autocomplete";
import { hoverTooltip, type Tooltip } from "@codemirror/view";
import { getLocation } from "jsonc-parser";
import { descriptionAt, propertyNamesAt, valuesAt, type JsonSchema } from "./schema-help";

/**
 * Completion from the kind's JSON Schema: property names where a key is being typed, the fixed
 * values (enums, consts, booleans) where a value is. The cursor's path comes from jsonc-parser,
 * which reads half-typed JSON; the schema is walked through every union branch on the way.
 */
export function schemaCompletion(getSchema: () => JsonSchema | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const schema = getSchema();
    if (!schema) return null;
    const text = context.state.doc.toString();
    const location = getLocation(text, context.pos);
    const word = context.matchBefore(/"?[\w$-]*"?/);
    if (!context.explicit && (!word || word.from === word.to)) return null;
    const from = word?.from ?? context.pos;
    if (location.isAtPropertyKey) {
      const names = propertyNamesAt(schema, location.path.slice(0, -1));
      const colonFollows = /^\s*"?\s*:/.test(text.slice(context.pos));
      const options = [...names].map(([name, description]): Completion => ({
        label: `"${name}"`,
        apply: colonFollows ? `"${name}"` : `"${name}": `,
        type: "property",
        info: description,
      }));
      return options.length > 0 ? { from, options, validFor: /^"?[\w$-]*"?$/ } : null;
    }
    const values = valuesAt(schema, location.path);
    if (values.length === 0) return null;
    const options = values.map((value): Completion => ({ label: JSON.stringify(value), type: "enum" }));
    return { from, options, validFor: /^"?[\w$-]*"?$/ };
  };
}

/** Hover help: the schema's description of the property or value under the pointer. */
export function schemaHover(getSchema: () => JsonSchema | undefined) {
  return hoverTooltip((view, pos): Tooltip | null => {
    const schema = getSchema();
    if (!schema) return null;
    const location = getLocation(view.state.doc.toString(), pos);
    if (location.path.length === 0) return null;
    const description = descriptionAt(schema, location.path);
    if (!description) return null;
    return {
      pos,
      above: true,
      create: () => {
        const dom = document.createElement("div");
        dom.className = "mde-hover";
        dom.textContent = description;
        return { dom };
      },
    };
  });
}
