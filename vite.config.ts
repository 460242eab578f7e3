import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { lucideIconBase } from "./scripts/lucide-icon-base.js";

/**
 * Writes build/client-modules.json: every client chunk with the source modules inside it, so that
 * `npm test` can prove PDF, CSV and chart-math libraries never reach the browser.
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

/**
 * React Router 8 prerenders through Vite's preview server, and the first page it asks for also
 * loads the server bundle (build/server/index.js), all within its fixed 10 s per request. Loading
 * the bundle takes some 3 s of CPU, which on a busy machine has taken over 20 s: so it is loaded
 * here, before the preview server takes requests, and React Router's own import of it then finds
 * the module loaded (decision 122).
 */
function serverBundleLoadedBeforePrerender(): Plugin {
  return {
    name: "server-bundle-loaded-before-prerender",
    async configurePreviewServer() {
      const bundle = path.resolve("build/server/index.js");
      if (existsSync(bundle)) await import(pathToFileURL(bundle).href);
    },
  };
}

/**
 * Puts the shell every page loads (the root route and everything it imports: React, React Router,
 * header, footer and its contact form, loading overlay, icons), `app/lib/seo.ts` (every route's
 * meta) and the function every icon is built with into one chunk. Left to automatic chunking they
 * were some twenty small files, whose separate compression cost about 3 KiB gzip on every page
 * (decision 004).
 */
function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "shell-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx\?/.test(id));
      const queue = root ? [root] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        // Packages come with their own dependencies; descending into a barrel (lucide-react's
        // index) would take in every icon the library has.
        if (!id.includes("node_modules")) queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const everyPage = /[\\/]app[\\/](lib[\\/]seo|components[\\/]ui[\\/]lucide-icon)\.ts$/;
  return { plugin, test: (id) => shell.has(id) || everyPage.test(id) };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    serverBundleLoadedBeforePrerender(),
    shell.plugin,
    lucideIconBase(),
    clientModuleReport(),
  ],
  resolve: { tsconfigPaths: true },
  // Bundled, so that lucideIconBase() applies to the server's icons too.
  ssr: { noExternal: ["lucide-react"] },
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "shell", test: shell.test }] } } },
      },
    },
    // The server bundle's entry is server/app.ts (React Router's custom-server pattern, set on the
    // ssr environment since React Router 8): the server's own modules and the routes in one bundle,
    // which server.ts imports (decision 104). It reaches the routes through a dynamic import of
    // virtual:react-router/server-build, which stays its own chunk for the prerender.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
});
