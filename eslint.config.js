import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "bench/ssr/bare/build/",
      "bench/ssr/bare/.react-router/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "app/graphql-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The seam (app/platform/shop-api.server.ts) is the only way from the storefront to server/.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server(/|$)",
              message:
                "Only app/platform/shop-api.server.ts may import server/ (one seam: docs/decisions/003-storefront-api-seam.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/platform/shop-api.server.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The rules both sides check with (shared/) stand on their own: neither side's code, so the
    // browser, the storefront and the shop API can all import them (docs/decisions/039-vocabulary-and-field-rules.md).
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^((\\.\\./)+(server|app)(/|$)|~/|node:)",
              message:
                "shared/ imports neither app/ nor server/ nor Node: it runs in the browser and in the shop API alike.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
