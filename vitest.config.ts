import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { lucideIconBase } from "./scripts/lucide-icon-base.js";

/** Every test file of the unit and integration suites. */
const TESTS = [
  "app/**/*.test.{ts,tsx}",
  "content/**/*.test.ts",
  "scripts/**/*.test.ts",
  "server/**/*.test.ts",
  "tests/integration/**/*.test.ts",
];

/**
 * Test files that need a process of their own: drizzle-kit's API (the migrations check) adds an
 * enumerable `Array.prototype.random`, which breaks pdf.js in any file run after it in the same
 * process; the render cache's queries test reads the listings version before any export is read.
 */
const ISOLATED = ["tests/integration/migrations.test.ts", "server/render-queries.test.ts"];

export default defineConfig({
  // Icons are built as in the app (app/components/ui/lucide-icon.ts); lucide-react is inlined so the plugin applies.
  plugins: [lucideIconBase()],
  resolve: {
    tsconfigPaths: true,
    // The ES module build (as Vite's builds use), whose icons import createLucideIcon one by one.
    alias: { "lucide-react": path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs") },
  },
  test: {
    // Opening an embedded database takes a second or two on its own, and has taken over a minute
    // on two cores shared with CI's other lane and the cluster test.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    environment: "node",
    server: { deps: { inline: ["lucide-react"] } },
    // Every other file runs without a fresh module registry of its own: importing React, the
    // route modules and the database layer again for each of some 190 files took three times as
    // long as the tests themselves. The files keep no state of their own between them (each
    // database test opens its own database); the two that do are ISOLATED.
    projects: [
      {
        extends: true,
        test: { name: "shared", include: TESTS, isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
