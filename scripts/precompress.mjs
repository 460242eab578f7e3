// Runs after `react-router build`: writes a gzip (zopfli, the smallest gzip there is) and a brotli
// copy of every fingerprinted text asset, so the server sends them without compressing per request.
// `node scripts/precompress.mjs [client directory]`, build/client unless named.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const CLIENT = process.argv[2] ?? "build/client";
const ASSETS = path.join(CLIENT, "assets");
const TEXT = /\.(js|css|svg|json|txt|xml)$/;

let files = 0;
let original = 0;
let gzipped = 0;
for (const name of readdirSync(ASSETS)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(ASSETS, name);
  const source = readFileSync(file);
  const gzip = await gzipAsync(source, { numiterations: 15 });
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.gz`, gzip);
  writeFileSync(`${file}.br`, brotli);
  files += 1;
  original += source.length;
  gzipped += gzip.length;
}
// React Router also writes a `.data` file beside each prerendered resource route (PDF, PNG, XML);
// nothing ever requests those, so they are dropped.
for (const entry of readdirSync(CLIENT, { recursive: true, withFileTypes: true })) {
  if (entry.isFile() && /\.(pdf|png|xml|txt|csv)\.data$/.test(entry.name))
    rmSync(path.join(entry.parentPath, entry.name));
}
console.log(
  `Precompressed ${files} assets: ${Math.round(original / 1024)} KiB -> ${Math.round(gzipped / 1024)} KiB gzip.`,
);
