import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
);
