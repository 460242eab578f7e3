import path from "node:path";
import { defineConfig } from "vitest/config";
import { lucideIconBase } from "./scripts/lucide-icon-base.js";

export default defineConfig({
  // Icons are built as in the app (app/components/ui/lucide-icon.ts); lucide-react is inlined so the plugin applies.
  plugins: [lucideIconBase()],
  resolve: {
    tsconfigPaths: true,
    // The ES module build (as Vite's builds use), whose icons import createLucideIcon one by one.
    alias: { "lucide-react": path.resolve("node_modules/lucide-react/dist/esm/lucide-react.mjs") },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    // Opening an embedded database takes a second or two on its own, and has taken over a minute
    // on two cores shared with CI's other lane and the cluster test.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    environment: "node",
    server: { deps: { inline: ["lucide-react"] } },
  },
});
