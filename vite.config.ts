import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes build/client-modules.json: every client chunk with the source modules inside it, so that
 * `npm test` can prove PDF, CSV and chart-math libraries never reach the browser (issue 9).
 */
function clientModuleReport(): Plugin {
  return {
    name: "client-module-report",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const root = process.cwd();
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk"
          ? [
              {
                file: output.fileName,
                modules: output.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, ""))),
              },
            ]
          : [],
      );
      mkdirSync("build", { recursive: true });
      writeFileSync("build/client-modules.json", `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientModuleReport()],
  resolve: { tsconfigPaths: true },
});
