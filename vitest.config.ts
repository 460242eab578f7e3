import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    // Opening an embedded database takes a second or two.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: "node",
  },
});
