// Page views on loopback measured with autocannon, beside bare node:http serving the same bytes from
// memory: shared by `npm run bench:http` and `npm run bench:trends`. A benchmark's helpers, not a test.
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

export type Row = {
  target: string;
  requests: number;
  viewsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
};

/** One autocannon run in which each connection asks for `paths` in turn (a view); prints its line. */
export async function load(
  target: string,
  origin: string,
  paths: readonly string[],
  { seconds, connections }: { seconds: number; connections: number },
): Promise<Row> {
  // Browsers ask for compressed responses; so does the benchmark, for every target alike.
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((requestPath) => ({ method: "GET", path: requestPath })),
  });
  const row = {
    target,
    requests: paths.length,
    viewsPerSecond: Math.round(result.requests.average / paths.length),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${target}: ${row.viewsPerSecond} views/s (${row.requests} requests each), p50 ${row.p50} ms, p99 ${row.p99} ms a request, errors ${row.errors}`,
  );
  return row;
}

/** Bare node:http on loopback answering each path with the bytes set for it, gzipped once. */
export function bareServer(port: number): { server: Server; set: (path: string, bytes: Buffer) => void } {
  const bodies = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? "");
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { "content-encoding": "gzip", "content-length": body.length }).end(body);
  }).listen(port, "127.0.0.1");
  return { server, set: (path, bytes) => bodies.set(path, gzipSync(bytes)) };
}
