import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** JSX attributes a person reads or hears (plain props such as label and placeholder included). */
const VISIBLE_ATTRIBUTES =
  "/^(aria-label|aria-description|aria-valuetext|aria-roledescription|title|alt|placeholder|label|description|error|message|tooltip|emptyText|reason|linkLabel|legend|what|heading|caption|text|blockedHint|footer|hint|subtitle|confirmLabel|cancelLabel|nothingFoundMessage)$/";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "**/migrations/**",
      "e2e/.runtime/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  // Feature folders never import each other (ARCHITECTURE §2 rule 1); compose them in app/.
  // A relative path climbing exactly out of the importing file's feature lands in a sibling
  // feature, so the restriction depends on how deep the file sits (lib/ and app/ stay allowed).
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`apps/web/src/features/*/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\./)`,
              message: "A feature imports no other feature; compose in app/.",
            },
            { regex: "/features/", message: "A feature imports no other feature; compose in app/." },
          ],
        },
      ],
    },
  })),
  {
    // Every visible text is a portal message (ARCHITECTURE §2 rule 10): no literal text in JSX.
    // Texts come from the message catalogue through useMessage(); tests are exempt.
    files: ["apps/web/src/**/*.tsx"],
    ignores: ["apps/web/src/**/*.test.tsx", "apps/web/src/**/tests/**", "apps/web/src/**/test-utils/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "JSXText[value=/\\p{L}/u]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/\\p{L}/u]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\p{L}/u]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]",
          ":matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=/\\p{L}/u]",
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > Literal[value=/\\p{L}/u]`,
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/\\p{L}/u]`,
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/\\p{L}/u]`,
          `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] TemplateElement[value.raw=/\\p{L}/u]`,
        ].map((selector) => ({
          selector,
          message:
            "Literal text in JSX: add a key to the message catalogue (packages/contracts) and use useMessage().",
        })),
      ],
    },
  },
  {
    // The renderer knows no business area.
    files: ["apps/web/src/renderer/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/features/**"], message: "The renderer knows no business area." }] },
      ],
    },
  },
  {
    // Every contract string is the NUL-refusing text() of fields.ts (issue 9: no NUL reaches SQL).
    files: ["packages/contracts/src/**/*.ts"],
    ignores: ["packages/contracts/src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Use text() from fields.ts: it refuses NUL characters, which PostgreSQL cannot store.",
        },
      ],
    },
  },
  {
    // The server's own schemas too: a bare z.string() in a route let a NUL reach SQL (issue 26).
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/**/*.test.ts", "apps/server/src/config.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            "Use nulFreeText() from @fsm/contracts: it refuses NUL characters, which PostgreSQL cannot store.",
        },
      ],
    },
  },
);
