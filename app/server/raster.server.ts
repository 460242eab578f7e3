// The PNGs the site draws (the share images, og-card.server.ts, and the report e-mail's charts,
// report-chart.server.ts): satori lays a tree of boxes out as SVG with the text turned into paths,
// resvg (WebAssembly) rasterises it. No browser, no native package, the same bytes on every machine.
//
// Both run on one worker thread of the process (decision 117): a share image costs 150-700 ms of
// CPU, which on the event loop would hold every request of the instance for that long, as it did
// when a published week's share image was warmed while its report e-mail's readers arrived. The
// worker's source is a string (`eval`), because the server is bundled and a worker needs a file or
// a script; it loads satori, resvg and the fonts from node_modules by the paths resolved here.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import satori from "satori";

/** A box of the layout: satori's element shape, plain data (it crosses to the worker). */
export type LayoutNode = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };

export const box = (style: Record<string, unknown>, children?: unknown): LayoutNode => ({
  type: "div",
  props: { style, children },
});

const require = createRequire(import.meta.url);
const FONTS = ([400, 700] as const).map((weight) => ({
  name: "Inter",
  weight,
  style: "normal" as const,
  path: require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
}));

const WORKER_SOURCE = `
const { parentPort, workerData, threadId } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const satori = require(workerData.satori).default;
const { initWasm, Resvg } = require(workerData.resvg);
const fonts = workerData.fonts.map(({ path, ...font }) => ({ ...font, data: readFileSync(path) }));
const ready = initWasm(readFileSync(workerData.wasm));
parentPort.on("message", async ({ id, tree, width, height }) => {
  try {
    await ready;
    const svg = await satori(tree, { width, height, fonts });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
    parentPort.postMessage({ id, png, threadId }, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

type Reply = { id: number; png?: Uint8Array; threadId?: number; error?: string };
type Job = { resolve: (drawn: Drawn) => void; reject: (error: Error) => void };
/** A drawn PNG and the thread that drew it (the tests check it is not the event loop's). */
type Drawn = { png: Buffer; threadId: number };

let worker: Worker | undefined;
const pending = new Map<number, Job>();
let lastId = 0;

function startWorker(): Worker {
  const started = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      satori: require.resolve("satori"),
      resvg: require.resolve("@resvg/resvg-wasm"),
      wasm: require.resolve("@resvg/resvg-wasm/index_bg.wasm"),
      fonts: FONTS,
    },
  });
  started.on("message", ({ id, png, threadId, error }: Reply) => {
    const job = pending.get(id);
    pending.delete(id);
    // An idle worker does not keep the process (a command) alive.
    if (pending.size === 0) started.unref();
    if (!job) return;
    if (png) job.resolve({ png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), threadId: threadId! });
    else job.reject(new Error(error ?? "the drawing failed"));
  });
  const failAll = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on("error", failAll);
  // A worker that stops (it crashed, or was terminated) is started again by the next drawing.
  started.on("exit", (code) => failAll(new Error(`the drawing thread stopped (exit code ${code})`)));
  return started;
}

/** The tree drawn as a PNG `width` wide, on the drawing thread, with the thread that drew it. */
export function drawPngOnThread(tree: LayoutNode, size: { width: number; height: number }): Promise<Drawn> {
  worker ??= startWorker();
  const id = ++lastId;
  const drawn = new Promise<Drawn>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.ref();
  worker.postMessage({ id, tree, ...size });
  return drawn;
}

/** The tree drawn as a PNG `width` wide (the event loop stays free meanwhile). */
export async function drawPng(tree: LayoutNode, size: { width: number; height: number }): Promise<Buffer> {
  return (await drawPngOnThread(tree, size)).png;
}

/** Stops the drawing thread (a test's end; the next drawing starts it again). */
export async function stopDrawing(): Promise<void> {
  await worker?.terminate();
}

let fontData: { name: string; weight: 400 | 700; style: "normal"; data: Buffer }[] | undefined;

/**
 * The tree laid out as SVG on this thread, for the tests that read it: `embedFont: false` keeps
 * the text as <text>.
 */
export function layoutSvg(
  tree: LayoutNode,
  { width, height, embedFont = true }: { width: number; height: number; embedFont?: boolean },
): Promise<string> {
  fontData ??= FONTS.map(({ path, ...font }) => ({ ...font, data: readFileSync(path) }));
  return satori(tree as Parameters<typeof satori>[0], { width, height, embedFont, fonts: fontData });
}
