// Lint: typescript-eslint's recommended rules, no `any`, unused code flagged.
import eslint from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules/**", ".tools/**", ".wrangler/**", "dist/**", "worker-configuration.d.ts", "coverage/**"] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
    },
  },
  {
    // Protocol revisions are named in one place and described in one table; code asks the table.
    files: ["src/**/*.ts"],
    ignores: ["src/core/server-info.ts", "src/mcp/revisions.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: String.raw`Literal[raw=/^["']\d{4}-\d{2}-\d{2}["']$/]`,
          message: "Name protocol revisions in src/core/server-info.ts and say what they have in src/mcp/revisions.ts.",
        },
      ],
    },
  },
  {
    // The directory app's view (src/app/view/) runs in a host's frame, not in the Worker: the Worker takes the app
    // only through its door, src/app/api.ts (test/architecture/layers.json holds the same rule).
    files: ["src/**/*.ts"],
    ignores: ["src/app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "/app/(?!api$)",
              message: "Import the directory app through src/app/api.ts; its view (src/app/view/) is browser code.",
            },
          ],
        },
      ],
    },
  },
  {
    // The view is browser code: of the Worker's modules it takes only pure facts (guards, server identity, site types).
    files: ["src/app/view/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\./(?:core/guards|core/server-info|site/types)$)",
              message: "The app's view runs in a browser: it imports its own modules and pure facts only, never Worker code.",
            },
          ],
        },
      ],
    },
  },
  {
    // The beacon script runs in the site's pages, not in the Worker.
    files: ["src/beacon/script/beacon.js"],
    languageOptions: {
      globals: {
        document: "readonly",
        navigator: "readonly",
        window: "readonly",
        location: "readonly",
        fetch: "readonly",
        addEventListener: "readonly",
      },
    },
  },
  {
    files: ["scripts/**/*.mjs", "test/**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        Buffer: "readonly",
        AbortSignal: "readonly",
      },
    },
  },
);
