// No malformed request gets a 5xx. Over two thousand hostile requests, sent on raw
// sockets (so that nothing between the test and the server tidies them up), against every route of
// app/routes.ts (the public pages of app/lib/public-routes.ts, the resource routes, every studio
// route with and without a session, and the uploads): bad percent-encoding, NUL, overlong and
// unicode paths and queries, `..`, unknown methods, wrong or missing content types, oversized and
// malformed bodies, hostile file names on every upload (NUL, control characters, thousands of
// characters, path traversal), absolute-URL request lines and broken headers. The answer may be any 2xx, 3xx
// or 4xx (or node's own 400 for a request line it cannot parse); never a 5xx, and the server stays up.
import { expect, test } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import routes from "../../app/routes";
import { locatedRoutes, publicRoutes } from "../../app/lib/public-routes";
import { TEST_ORIGIN } from "../../playwright.config";
import { signInToStudio } from "./studio-session";

const { hostname: HOST, port: PORT_TEXT, host: HOST_HEADER } = new URL(TEST_ORIGIN);
const PORT = Number(PORT_TEXT);

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** Every path pattern of app/routes.ts (pages and resource routes, studio included). */
function routePatterns(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || "/" : entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    return [own, ...routePatterns(entry.children ?? [], own)];
  });
}

/** A small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const HOSTILE_SEGMENTS = [
  "%",
  "%zz",
  "%E2%88",
  "%00",
  "%C0%AE%C0%AE",
  "..",
  "%2e%2e",
  "..%2f..%2fetc%2fpasswd",
  "%2F%2Fevil.example",
  "\u2215\u2215evil.example",
  "caf\u00e9",
  "\u{1F600}",
  "\ufeff",
  "a".repeat(4000),
  "%ff%fe",
  "%uD800",
  "-1",
  "99999999999999999999999",
  "1e309",
  "NaN",
  "0",
  "c".repeat(43),
  "<script>",
  "'\"",
  "\\..\\",
];
const HOSTILE_QUERIES = [
  "?%",
  "?a=%zz",
  "?next=%2Fstudio%2F%E2%88%95%E2%88%95evil.example",
  "?next=%2F%2Fevil.example",
  "?next=%00",
  "?week=%00",
  "?week=-1",
  "?week=99999999999999",
  "?tab=%E2%88%95",
  "?request=" + "%D0%96".repeat(3000),
  "?a=1&a=2&a[]=3&a[x]=4",
  "?=&&==",
  "?price=1e309&rate=NaN&down=-5",
  "?zip=%FF",
  "?q=\u00e9\u2215",
  "?" + "x=1&".repeat(2000),
  "?%00=%00",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE", "FOO"];
const CONTENT_TYPES = [
  undefined,
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=xyz",
  "application/json",
  "text/plain",
  "application/octet-stream",
  "\u00e9/\u00e9",
];
const BODIES = [
  "",
  "%%%&&==",
  "name=%zz&email=%&message=%E2%88",
  "name=a%00b&email=a%40b.example&userType=buyer&message=%00",
  "intent=delete&id=-1",
  "intent=%00&_action=x",
  '{"a":',
  '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n\u0000,\u0000\r\n',
  "--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken",
  "--xyz--\r\n",
  "List-Unsubscribe=One-Click",
  "x=" + "\u0416".repeat(3000),
  "a=" + "%".repeat(5000),
];

/** File names no browser should send, but a client may: a multipart header carries any bytes. */
const HOSTILE_FILE_NAMES = [
  "export\u0000.csv",
  "\u0000",
  "week\u0001\u0007\u001b[31m\u007f\u0085.csv",
  "tab\there.csv",
  "a".repeat(5000) + ".csv",
  "../../../../etc/passwd",
  "..\\..\\windows\\system32\\config.csv",
  "/absolute/path/export.csv",
  "%00%2e%2e%2fexport.csv",
  "caf\u00e9 \u{1F600} \u202e\u2066.csv",
  "\ud800.csv",
  "",
  " ",
];
/** An MLS export every step can read. */
const GOOD_EXPORT = [
  "Address,Property Type,Zoning,Zip,Acres,Sq Ft,Contract Price,DOM,Contract Date",
  "12 Lockwood Road,Single Family,R-20,06878,0.5,3400,3100000,21,10/28/2025",
].join("\r\n");
const ONE_PIXEL_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

/** A multipart body (boundary "xyz") of one upload step: its intent, and the file under `name`. */
function multipartUpload(
  step: { intent: string | undefined; field: string; type: string; content: string | Buffer },
  name: string,
): Buffer {
  const parts: Buffer[] = [];
  if (step.intent) {
    parts.push(Buffer.from(`--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${step.intent}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--xyz\r\nContent-Disposition: form-data; name="${step.field}"; filename="${name}"\r\nContent-Type: ${step.type}\r\n\r\n`,
      "utf8",
    ),
    Buffer.from(step.content),
    Buffer.from("\r\n--xyz--\r\n"),
  );
  return Buffer.concat(parts);
}

type Answer = { status: number | undefined; raw: string };

/** Sends raw bytes on a fresh connection; resolves to the answer's status (undefined: no answer). */
function send(bytes: Buffer | string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port: PORT });
    let head = "";
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: match ? Number(match[1]) : undefined, raw: head.slice(0, 2000) });
    };
    socket.setTimeout(20_000, finish);
    socket.on("data", (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString("latin1");
    });
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", finish);
    socket.write(bytes);
  });
}

/** A request as bytes: the target goes as it is (UTF-8 bytes included), with Connection: close. */
function request(
  method: string,
  target: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; noHost?: boolean } = {},
): Buffer {
  const body = typeof options.body === "string" ? Buffer.from(options.body, "utf8") : options.body;
  const headers: Record<string, string> = {
    ...(options.noHost ? {} : { Host: HOST_HEADER }),
    Connection: "close",
    ...(body ? { "Content-Length": String(body.length) } : {}),
    ...options.headers,
  };
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "utf8"), body ?? Buffer.alloc(0)]);
}

/** A route pattern with its dynamic segments filled by a hostile or plausible value. */
function fill(pattern: string, random: ReturnType<typeof generator>): string {
  return pattern.replace(/:[a-z]+/gi, () => encodeURIComponent(random.pick(HOSTILE_SEGMENTS)).slice(0, 300));
}

test("no malformed request gets a 5xx, and the server stays up (over 2,000 requests)", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const { email } = await signInToStudio(page, { role: "owner" });
  const cookies = await page.context().cookies(TEST_ORIGIN);
  const session = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  expect(session, `a session for ${email}`).not.toBe("");

  const random = generator(31_4);
  const patterns = [...new Set([...publicRoutes, ...routePatterns(routes as RouteEntry[])])].filter(
    (pattern) => pattern !== "/*",
  );
  const studio = patterns.filter((pattern) => pattern.startsWith("/studio"));
  const uploads = ["/studio/weeks", "/studio/weeks/1", "/studio/weeks/2024-01-05"];
  const requests: { label: string; bytes: Buffer }[] = [];
  const add = (label: string, bytes: Buffer) => requests.push({ label, bytes });
  // The session is kept: signing out is fuzzed without it.
  const cookieFor = (path: string, withSession: boolean) =>
    withSession && !path.startsWith("/studio/sign-out") ? { Cookie: session } : undefined;

  for (const pattern of patterns) {
    const sessions = pattern.startsWith("/studio") ? [false, true] : [false];
    for (const withSession of sessions) {
      const rounds = pattern.startsWith("/studio") ? 14 : 18;
      for (let round = 0; round < rounds; round += 1) {
        const base = fill(pattern, random);
        const segment = random.pick(HOSTILE_SEGMENTS);
        const query = random.pick(HOSTILE_QUERIES);
        const target = [
          base + query,
          `${base.replace(/\/$/, "")}/${segment}`,
          `${base}${random.next() < 0.5 ? "/" : ""}${segment}${query}`,
          `/${segment}/..${base}`,
          `${base}%2f..%2f..${query}`,
        ][round % 5]!;
        const method = random.pick(METHODS);
        const headers: Record<string, string> = { ...cookieFor(pattern, withSession) };
        let body: string | undefined;
        if (!["GET", "HEAD", "OPTIONS", "TRACE"].includes(method) || random.next() < 0.1) {
          body = random.pick(BODIES);
          const type = random.pick(CONTENT_TYPES);
          if (type) headers["Content-Type"] = type;
          if (random.next() < 0.3) headers.Origin = random.pick([TEST_ORIGIN, "null", "https://evil.example", "%"]);
        }
        add(`${method} ${target.slice(0, 120)} session=${withSession}`, request(method, target, { headers, body }));
      }
    }
  }

  // The studio's uploads and forms: malformed multipart and form bodies, with a session.
  const studioForms = studio.filter((pattern) => !pattern.startsWith("/studio/sign-out"));
  for (const path of [...uploads, ...studioForms.map((pattern) => fill(pattern, random))]) {
    for (const body of BODIES) {
      for (const type of [
        "multipart/form-data; boundary=xyz",
        "multipart/form-data",
        "application/x-www-form-urlencoded",
      ]) {
        add(
          `POST ${path} upload ${type}`,
          request("POST", path, { headers: { Cookie: session, "Content-Type": type }, body }),
        );
      }
    }
  }

  // Hostile file names on a good file, to every action that takes an upload (the route table's
  // `uploads`), once per upload step: the name is stored with the upload and shown on the page.
  const uploadPaths = locatedRoutes.filter((route) => route.uploads).map((route) => fill(route.fullPath, random));
  expect(uploadPaths).toEqual(expect.arrayContaining(["/studio/weeks", "/studio/settings"]));
  const uploadSteps = [
    { intent: "check", field: "file", type: "text/csv", content: GOOD_EXPORT },
    { intent: "bulk-check", field: "file", type: "text/csv", content: GOOD_EXPORT },
    { intent: undefined, field: "image", type: "image/png", content: ONE_PIXEL_PNG },
  ];
  for (const path of uploadPaths) {
    for (const step of uploadSteps) {
      for (const name of HOSTILE_FILE_NAMES) {
        add(
          `POST ${path} ${step.intent ?? step.field} named ${JSON.stringify(name).slice(0, 60)}`,
          request("POST", path, {
            headers: { Cookie: session, Origin: TEST_ORIGIN, "Content-Type": "multipart/form-data; boundary=xyz" },
            body: multipartUpload(step, name),
          }),
        );
      }
    }
  }

  // Oversized bodies: the form limit, the upload limit, and a body of unknown length.
  for (const path of ["/contact", "/subscribe", "/contact.data", "/studio/sign-in", "/studio/weeks"]) {
    for (const size of [9 * 1024, 40 * 1024, 300 * 1024]) {
      add(
        `POST ${path} ${size} bytes`,
        request("POST", path, {
          headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
          body: `message=${"%D0%96".repeat(Math.floor(size / 6))}`,
        }),
      );
    }
    add(
      `POST ${path} declared 6 MB, sends little`,
      request("POST", path, {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(6 * 1024 * 1024) },
        body: "a=1",
      }),
    );
    add(
      `POST ${path} chunked`,
      Buffer.from(
        `POST ${path} HTTP/1.1\r\nHost: ${HOST_HEADER}\r\nConnection: close\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\n3\r\na=1\r\n0\r\n\r\n`,
      ),
    );
  }

  // Raw request lines and headers no browser sends.
  const pick = () => fill(random.pick(patterns), random);
  for (let round = 0; round < 12; round += 1) {
    const path = pick();
    for (const target of [
      `http://evil.example${path}`,
      `http://${HOST_HEADER}${path}?a=%zz`,
      `https://evil.example:99999${path}`,
      `//evil.example${path}`,
      `http://evil.example`,
      `*`,
      `${path}#fragment`,
      `evil.example${path}`,
    ]) {
      add(`GET ${target} (request line)`, request(random.pick(["GET", "HEAD", "POST"]), target));
    }
    const badHeaders: Record<string, string>[] = [
      { Host: "evil.example" },
      { Host: "[::1" },
      { Host: "localhost:abc" },
      { Host: "" },
      { Host: "\u00e9.example" },
      { "X-Forwarded-For": "not-an-address, %00" },
      { "X-Forwarded-Proto": "gopher" },
      { Cookie: "__session=%zz; gmr_studio=\u0000" },
      { Cookie: `${"a".repeat(200)}=${"b".repeat(6000)}` },
      { Accept: "\u00e9/*" },
      { "Accept-Encoding": "br;q=nan, gzip;q=-1" },
      { "If-None-Match": '"\u00e9' },
      { Range: "bytes=9999999-1" },
      { "Content-Length": "-1" },
      { "Content-Length": "1, 2" },
      { Origin: "http://[" },
      { Referer: "http://evil.example/%zz" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Bad Header": "x" },
      { "X-Long": "x".repeat(20_000) },
    ];
    for (const headers of badHeaders) {
      add(
        `${path} ${JSON.stringify(headers).slice(0, 80)}`,
        request(random.pick(["GET", "POST", "HEAD"]), path, {
          headers,
          noHost: "Host" in headers,
          body: random.next() < 0.5 ? "a=1" : undefined,
        }),
      );
    }
    add(`HTTP/1.0 without Host ${path}`, Buffer.from(`GET ${path} HTTP/1.0\r\n\r\n`));
    add(`garbage ${round}`, Buffer.from(`\u0000\u00ff GET / HTTP/9.9\r\n\r\n`, "latin1"));
    add(
      `NUL in the request line ${path}`,
      Buffer.from(`GET ${path}\u0000x HTTP/1.1\r\nHost: ${HOST_HEADER}\r\n\r\n`, "latin1"),
    );
  }
  // The same hostile input, signed in.
  add(
    "signed in, next with U+2215",
    request("GET", "/studio/sign-in?next=%2Fstudio%2F%E2%88%95%E2%88%95evil.example", { headers: { Cookie: session } }),
  );

  const started = Date.now();
  const failures: string[] = [];
  let unanswered = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const { label, bytes } = requests[next++]!;
      const answer = await send(bytes);
      if (answer.status === undefined) unanswered += 1;
      else if (answer.status >= 500) failures.push(`${answer.status} ${label}: ${answer.raw.split("\r\n")[0]}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz: ${requests.length} malformed requests in ${seconds} s, ${failures.length} answered 5xx, ${unanswered} closed without an answer`,
  );
  expect(requests.length).toBeGreaterThanOrEqual(2000);
  if (failures.length > 0) writeFileSync(testInfo.outputPath("failures.txt"), `${failures.join("\n")}\n`);
  expect(failures).toEqual([]);
  const health = await send(request("GET", "/healthz"));
  expect(health.status).toBe(200);
  const signedIn = await send(
    request("GET", "/studio/sign-in?next=%2Fstudio%2F%E2%88%95%E2%88%95evil.example", { headers: { Cookie: session } }),
  );
  expect(signedIn.raw).toMatch(/^HTTP\/1\.1 30[23]/);
  expect(signedIn.raw).toContain("/studio/%E2%88%95%E2%88%95evil.example");
});
