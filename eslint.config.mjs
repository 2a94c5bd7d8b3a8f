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
