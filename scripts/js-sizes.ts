// `npm run size:js [-- /route ...]`: the JavaScript each route loads on first visit (gzip KB),
// the files it is made of with --files, against the budgets `npm test` checks (docs/performance.md).
// Starts the production server on SIZE_PORT (default 3300) to read each page as a visitor gets it.
import { statSync } from "node:fs";
import path from "node:path";
import { publicRoutes } from "../app/lib/public-routes";
import { startServer } from "./production-server";
import { budgetFor, firstVisitJavaScript, kb } from "./quality/js-budget";

const PORT = Number(process.env.SIZE_PORT ?? 3300);
const CLIENT_DIR = path.resolve("build/client");
const showFiles = process.argv.includes("--files");
const named = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = named.length > 0 ? named : [...publicRoutes];

const server = await startServer({ port: PORT });
try {
  const rows: { route: string; bytes: number; budget: number; files: string[] }[] = [];
  for (const route of routes) {
    const html = await (await fetch(`${server.url}${route}`)).text();
    const { files, gzipBytes } = firstVisitJavaScript(html, CLIENT_DIR);
    rows.push({ route, bytes: gzipBytes, budget: budgetFor(route), files });
  }
  rows.sort((a, b) => a.bytes - b.bytes);
  for (const row of rows) {
    const over = row.bytes > row.budget ? `  over by ${row.bytes - row.budget} bytes` : "";
    console.log(
      `${kb(row.bytes).padStart(6)} / ${kb(row.budget)} KB  ${row.route} (${row.bytes} bytes, ${row.files.length} files)${over}`,
    );
    if (showFiles) {
      for (const file of row.files) {
        const gz = statSync(path.join(CLIENT_DIR, `${file}.gz`), { throwIfNoEntry: false });
        console.log(`         ${gz ? kb(gz.size).padStart(5) : "    ?"}  ${file}`);
      }
    }
  }
  const within = rows.filter((row) => row.bytes <= row.budget).length;
  console.log(`${within} of ${rows.length} routes within budget.`);
} finally {
  server.stop();
}
