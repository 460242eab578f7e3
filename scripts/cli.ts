// `tsx scripts/cli.ts <command> [args]`, behind the npm scripts (export, forget, studio:invite,
// newsletter:send, newsletter:digest, report:import): runs one command of app/server/commands/registry.server.ts against the
// site's database. With DATABASE_URL it runs here, beside any running servers. With the embedded
// database it runs here when no server holds it, and otherwise inside the running server, through
// its control socket (docs/decisions/080).
import { existsSync } from "node:fs";
import { runCommand } from "../app/server/commands/registry.server";
import { controlSocketPath, runThroughControlSocket } from "../app/server/commands/control-socket.server";
import { DataDirLockedError, openConfiguredDatabase } from "../app/server/db.server";
import { parseEnv } from "../app/server/env.server";

const [name, ...args] = process.argv.slice(2);
if (!name) {
  console.error("Usage: tsx scripts/cli.ts <command> [arguments]");
  process.exit(2);
}

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// A running server on the embedded database answers on its control socket; a socket file nobody
// listens on (a killed server) refuses the connection, and the database is opened here instead.
const socket = controlSocketPath(config.DATA_DIR);
if (!config.DATABASE_URL && existsSync(socket)) {
  const answer = await runThroughControlSocket(socket, name, args).catch(() => undefined);
  if (answer) {
    process.stdout.write(answer.stdout);
    process.stderr.write(answer.stderr);
    process.exit(answer.code);
  }
}

let handle;
try {
  handle = await openConfiguredDatabase(config);
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : `Cannot open the database: ${String(error)}`);
  process.exit(1);
}

let code = 1;
try {
  code = await runCommand(name, args, {
    db: handle.db,
    config,
    io: { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
    wakeOutbox: () => {},
  });
} finally {
  await handle.close();
}
process.exit(code);
