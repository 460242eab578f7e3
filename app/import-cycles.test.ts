// No module reaches itself through its imports (decision 146). `npm run lint` holds the imports that
// run (import-x/no-cycle), but that rule skips type-only imports; this test walks every import of the
// project's TypeScript, `import type` included, resolved as tsc resolves it, and names each circle.
import { ESLint } from "eslint";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const FOLDERS = ["app", "content", "server", "scripts", "db", "tests"];

/** Each project module and the project modules it imports, by path from the root. */
function importGraph(): Map<string, string[]> {
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const files = FOLDERS.flatMap((folder) =>
    ts.sys.readDirectory(path.join(root, folder), [".ts", ".tsx"], ["**/node_modules", "**/.react-router"]),
  );
  const known = new Set(files.map((file) => path.resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of known) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
    const imports = importedFiles
      .map((ref) => ts.resolveModuleName(ref.fileName, file, config.options, ts.sys).resolvedModule)
      .map((resolved) => (resolved ? path.resolve(resolved.resolvedFileName) : ""))
      .filter((target) => known.has(target));
    graph.set(
      path.relative(root, file),
      [...new Set(imports)].map((target) => path.relative(root, target)),
    );
  }
  return graph;
}

/** The groups of modules that reach one another (Tarjan's strongly connected components of two or more). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(module, Math.min(low.get(module)!, index.get(target)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || graph.get(module)!.includes(module)) found.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

describe("import circles", () => {
  it("finds a circle, a type-only one included", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts"]]);
  });

  it("has none in the project", () => {
    const graph = importGraph();
    // The walk saw the project (the app's modules and their imports), not an empty folder.
    expect(graph.get("app/features/reports/market-report.server.ts")).toContain("app/features/reports/report-views.ts");
    expect(circles(graph)).toEqual([]);
  });
});

describe("import-x/no-cycle in npm run lint", { timeout: 60_000 }, () => {
  it("refuses an import that runs and closes a circle", async () => {
    // market-report.server.ts imports report-feed.ts's paths: report-feed importing it back closes a circle.
    const [result] = await new ESLint({ cwd: root }).lintText(
      'import { weeklyFeedItems } from "./market-report.server";\nexport const items = weeklyFeedItems;\n',
      { filePath: "app/features/reports/report-feed.ts" },
    );
    expect(result!.messages.filter((message) => message.ruleId === "import-x/no-cycle")).toHaveLength(1);
  });
});
