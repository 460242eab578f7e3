// The one resvg (WebAssembly) initialisation of the process, shared by the share images
// (og-card.server.ts) and the report e-mail's chart (report-chart.server.ts). resvg-wasm's
// initWasm() may run once per process: a second call throws "Already initialized", which means
// it is ready. A failed attempt (the module could not be read or compiled) is not remembered:
// the next call tries again.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm } from "@resvg/resvg-wasm";

const require = createRequire(import.meta.url);

const loadWasm = (): Promise<void> => initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));

let ready: Promise<void> | undefined;

/** Resolves once resvg can render; `load` is the initialisation (replaced only by tests). */
export function ensureResvg(load: () => Promise<void> = loadWasm): Promise<void> {
  ready ??= (async () => {
    try {
      await load();
    } catch (error) {
      if (String(error).includes("Already initialized")) return;
      ready = undefined;
      throw error;
    }
  })();
  return ready;
}
