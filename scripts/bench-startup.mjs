// `npm run bench:startup [-- --runs N] [-- command ... [-- command ...]]`: how long the production
// server takes from its process start to the first 200 on /healthz (decision 122), in wall time and
// in CPU time (its processes' user and system time then, from /proc): on a shared machine the wall
// time mostly measures the other work, the CPU time what the start itself costs. Each command
// gets its own data directory, created by one untimed first start; the timed starts reuse it, as a
// restart does, and take turns between the commands so that a shared machine's load falls on all
// of them alike. Without a command it times `node server.ts` on the node running this script.
// Plain JavaScript, so that it runs on any Node a comparison needs. A benchmark, not a test.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

const [optionArgs, ...commandArgs] = process.argv
  .slice(2)
  .reduce((groups, arg) => (arg === "--" ? [...groups, []] : [...groups.slice(0, -1), [...groups.at(-1), arg]]), [[]]);
const option = (name, fallback) => {
  const index = optionArgs.indexOf(name);
  return index === -1 ? fallback : Number(optionArgs[index + 1]);
};
const RUNS = option("--runs", 5);
const PORT = option("--port", Number(process.env.BENCH_PORT ?? 3310));
const commands = (commandArgs.length > 0 ? commandArgs : [[process.execPath, "server.ts"]]).map((argv) => ({
  argv,
  dataDir: mkdtempSync(path.join(tmpdir(), "gmr-bench-startup-")),
  times: [],
  cpu: [],
}));
/** Clock ticks a second, as /proc counts user and system time (USER_HZ, 100 on Linux). */
const TICKS = 100;

const healthy = () =>
  new Promise((resolve) => {
    const request = get({ host: "127.0.0.1", port: PORT, path: "/healthz", timeout: 1000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on("error", () => resolve(false));
    request.on("timeout", () => request.destroy());
  });

/** The user and system time of `pid` and every process under it, in milliseconds (0 without /proc). */
function cpuMilliseconds(pid) {
  const processes = [];
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // After the command's name, which may hold spaces: state, ppid, ... utime (14th), stime (15th).
        const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
        processes.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return 0;
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid: id, ppid } of processes)
      if (tree.has(ppid) && !tree.has(id)) {
        tree.add(id);
        grew = true;
      }
  }
  const ticks = processes.filter(({ pid: id }) => tree.has(id)).reduce((sum, { ticks: t }) => sum + t, 0);
  return (ticks * 1000) / TICKS;
}

/** Wall and CPU milliseconds from spawn to the first 200 on /healthz; the server is stopped again after. */
async function start({ argv, dataDir }) {
  const began = process.hrtime.bigint();
  const child = spawn(argv[0], argv.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so that stopping it stops every process under it (tsx's child too).
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${argv.join(" ")} exited (code ${child.exitCode})`);
      if (await healthy())
        return { wall: Number(process.hrtime.bigint() - began) / 1e6, cpu: cpuMilliseconds(child.pid) };
      if (process.hrtime.bigint() - began > 300_000_000_000n) throw new Error("no answer in 300 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await once(child, "exit");
    }
    // The next start may open the same database only once every process of this one is gone.
    for (;;) {
      try {
        process.kill(-child.pid, 0);
      } catch {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

try {
  for (const command of commands) {
    const { wall, cpu } = await start(command);
    console.log(
      `first start (creates the database): ${command.argv.join(" ")}: wall ${(wall / 1000).toFixed(2)} s, CPU ${(cpu / 1000).toFixed(2)} s`,
    );
  }
  for (let run = 0; run < RUNS; run++)
    for (const command of commands) {
      const { wall, cpu } = await start(command);
      command.times.push(wall);
      command.cpu.push(cpu);
      console.log(
        `run ${run + 1}: ${command.argv.join(" ")}: wall ${(wall / 1000).toFixed(2)} s, CPU ${(cpu / 1000).toFixed(2)} s`,
      );
    }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const seconds = (values) => values.map((ms) => (ms / 1000).toFixed(2)).join(", ");
  for (const { argv, times, cpu } of commands) {
    console.log(`${argv.join(" ")}`);
    console.log(`  wall ${seconds(times)} s; median ${(median(times) / 1000).toFixed(2)} s`);
    console.log(`  CPU  ${seconds(cpu)} s; median ${(median(cpu) / 1000).toFixed(2)} s`);
  }
} finally {
  for (const { dataDir } of commands) rmSync(dataDir, { recursive: true, force: true });
}
