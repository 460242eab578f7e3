// Vite plugin (vite.config.ts and vitest.config.ts): every lucide icon is built by
// app/components/ui/lucide-icon.ts (the same markup, tested against lucide's) instead of
// lucide-react's `createLucideIcon`, its context and helpers: about 1 KiB gzip on every page.
// lucide-react must then be bundled, not loaded from node_modules, wherever the plugin is to apply.
import path from "node:path";
import type { Plugin } from "vite";

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;

export function lucideIconBase(): Plugin {
  const base = path.resolve("app/components/ui/lucide-icon.ts");
  return {
    name: "lucide-icon-base",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "../createLucideIcon.mjs" && importer && ICON_MODULE.test(importer) ? base : null;
    },
  };
}
