import { chmodSync, existsSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import path from "node:path";
import type { CommandContext } from "./command.server";
import { runCommand } from "./registry.server";

/**
 * The running server's control socket (docs/decisions/080): a Unix socket in DATA_DIR, readable by
 * the server's own user only, through which a command-line task runs inside the server process
 * when the embedded database is in use (PGlite allows one process per data directory). Only the
 * commands of app/server/commands/registry.server.ts can be run; the socket file's permissions are the
 * access control, as for PostgreSQL's own socket.
 */
export function controlSocketPath(dataDir: string): string {
  return path.resolve(dataDir, "control.sock");
}

type Answer = { code: number; stdout: string; stderr: string };

export async function startControlSocket(
  socketPath: string,
  context: Omit<CommandContext, "io">,
  log: { error: (object: object, message: string) => void },
): Promise<Server> {
  // A socket file left by a killed server: nobody listens on it (the data directory's lock says so).
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/run") {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const answer: Answer = { code: 1, stdout: "", stderr: "" };
        try {
          const { name, args } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { name: string; args: string[] };
          answer.code = await runCommand(String(name), Array.isArray(args) ? args.map(String) : [], {
            ...context,
            io: { out: (text) => (answer.stdout += text), err: (text) => (answer.stderr += text) },
          });
        } catch (error) {
          log.error({ err: error }, "command failed");
          answer.stderr += `${(error as Error).message}\n`;
          answer.code = 1;
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

/** Runs a command in the server listening on `socketPath`. */
export function runThroughControlSocket(socketPath: string, name: string, args: string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ name, args });
    const req = httpRequest(
      {
        socketPath,
        path: "/run",
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Answer);
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
