import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

const here = import.meta.dirname;
const features = readdirSync(join(here, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers (decisions 114 and 146), from the bottom up: db/ (the schema, importing no app code);
 * the building blocks app/lib, app/components, app/domain and content/ (the words: it imports
 * app/lib's helpers only, and the other building blocks read it; no-cycle keeps the two directions
 * from closing a circle); app/server (infrastructure); app/features/<name> (one feature each, beside
 * no other); app/routes and app/server/commands (compose features); the entries (app/root.tsx,
 * server/, server.ts, scripts/). A zone names who (`target`) may not import what (`from`).
 */
export const layerZones = [
  ...features.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [`./${feature}`],
    message: `A feature imports no other feature: move the shared part to app/lib, app/components or app/server, or let the route compose the two (decision 114).`,
  })),
  {
    target: ["app/lib", "app/components", "app/domain"],
    from: ["app/features", "app/server", "app/routes", "db"],
    message:
      "app/lib, app/components and app/domain are building blocks: they import no feature, no server module, no route and not the database's schema (decisions 114 and 146).",
  },
  {
    target: "db",
    from: ["app", "content", "server", "scripts"],
    message: "db/ is the bottom layer: the schema imports no app code (decision 146).",
  },
  {
    target: ["app/server/*.ts", "app/server/render-cache"],
    from: ["app/features", "app/routes", "app/server/commands"],
    message:
      "Server infrastructure imports no feature, no route and no command: the caller passes what it needs (decision 114).",
  },
  {
    target: ["app/features", "app/lib", "app/components", "app/domain", "app/routes", "content"],
    from: "app/server/commands",
    message: "The commands are the top layer: only scripts/ and the server's wiring import them (decision 114).",
  },
  {
    target: "content",
    from: ["app", "db"],
    except: ["./lib"],
    message:
      "Content imports no app code but app/lib's helpers: the words are read by the building blocks, not the other way (decision 146).",
  },
];

const calendarMessage =
  "A day's milliseconds are DAY_MS of app/lib/calendar.ts: import it (or use the calendar's functions) rather than a second copy.";
/** What only app/lib/calendar.ts may write: a day in milliseconds, and a constant named DAY_MS. */
export const oneCalendar = [
  { selector: "Literal[value=86400000]", message: calendarMessage },
  {
    selector:
      "BinaryExpression[operator='*'][left.left.left.value=24][left.left.right.value=60][left.right.value=60][right.value=1000]",
    message: calendarMessage,
  },
  {
    selector:
      "BinaryExpression[operator='*'][left.left.left.value=1000][left.left.right.value=60][left.right.value=60][right.value=24]",
    message: calendarMessage,
  },
  { selector: "VariableDeclarator[id.name='DAY_MS']", message: calendarMessage },
];

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench/results/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
  },
  reactHooks.configs.flat["recommended-latest"],
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/index", "**/index.ts"], message: "No barrel files: import the module itself." },
            {
              // Relative paths only: `~db/schema` has no "./" or "../" before it.
              regex: "^(\\.{1,2}/)+db(/|$)",
              message:
                "Import the database's schema by its alias, `~db/schema`, not by a relative path (decision 146).",
            },
          ],
        },
      ],
    },
  },
  {
    // One calendar (app/lib/calendar.ts): a day's milliseconds are its DAY_MS, and its functions
    // do the day arithmetic, so that no second copy of either can drift.
    files: ["**/*.{js,mjs,ts,tsx}"],
    ignores: ["app/lib/calendar.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...oneCalendar],
    },
  },
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle reads the modules an import names: it parses these extensions, TypeScript with its parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: join(here, "tsconfig.json") }),
        createNodeResolver(),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: here, zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
);
