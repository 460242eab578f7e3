// The rewrite that turns a server-rendered route module into a client-rendered one for the
// comparison build (docs/decisions/007-client-rendered-comparison-build.md): the server-only exports
// go, the imports and top-level declarations only they used go with them, and a page that had a
// `loader` gets a `clientLoader` that fetches the same data from the comparison server as JSON.
import { parseAst } from "vite";

/** The exports React Router's SPA mode refuses outside the root route. */
export const SERVER_ONLY_EXPORTS = ["loader", "action", "middleware", "headers"] as const;

/** Where the comparison server answers a route's loader data (scripts/spa-comparison/server.ts). */
export const SPA_DATA_PATH = "/__spa-data";

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Identifier = Node & { name: string };
type ImportSpecifierNode = Node & {
  local: Identifier;
  imported?: Node & { name?: string; value?: string };
  importKind?: string;
};

export type RouteModuleRewrite = {
  /** React Router's id of the route ("routes/home"), sent with every data request. */
  routeId: string;
  /** How to parse the source: the file's extension. */
  lang: "ts" | "tsx" | "js" | "jsx";
};

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Every identifier name under `node`, except the nodes in `skip` (the statement's own bindings). */
function namesUsedIn(node: unknown, skip: ReadonlySet<unknown>, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) namesUsedIn(child, skip, into);
    return into;
  }
  if (!isNode(node) || skip.has(node)) return into;
  if (node.type === "Identifier" || node.type === "JSXIdentifier") into.add((node as Identifier).name);
  for (const [key, value] of Object.entries(node)) {
    if (key !== "type" && typeof value === "object" && value !== null) namesUsedIn(value, skip, into);
  }
  return into;
}

/** The names a server-only export statement defines, or [] when it is something else. */
function serverOnlyExportNames(statement: Node): string[] {
  if (statement.type !== "ExportNamedDeclaration") return [];
  const declaration = statement.declaration as Node | null;
  const isServerOnly = (name: string) => (SERVER_ONLY_EXPORTS as readonly string[]).includes(name);
  if (!declaration) {
    const specifiers = (statement.specifiers as { exported: Node & { name?: string; value?: string } }[]) ?? [];
    const named = specifiers.map((specifier) => specifier.exported.name ?? specifier.exported.value ?? "");
    if (named.some(isServerOnly)) {
      throw new Error(
        `export { ${named.join(", ")} } names a server-only export; write it as \`export function ${named.find(isServerOnly)}\` so the comparison build can remove it.`,
      );
    }
    return [];
  }
  if (declaration.type === "FunctionDeclaration") {
    const name = (declaration.id as Identifier).name;
    return isServerOnly(name) ? [name] : [];
  }
  if (declaration.type === "VariableDeclaration") {
    const names = (declaration.declarations as { id: Node }[]).map((d) =>
      d.id.type === "Identifier" ? (d.id as Identifier).name : "",
    );
    if (!names.some(isServerOnly)) return [];
    if (names.length > 1)
      throw new Error(`\`export const ${names.join(", ")}\`: declare ${names.find(isServerOnly)} alone.`);
    return names;
  }
  return [];
}

/**
 * A top-level statement that only declares names (an import, or a declaration that is not
 * exported) with the identifier nodes of those names; null for anything else, which always stays.
 */
function bindingsOf(statement: Node): { names: string[]; nodes: Node[] } | null {
  if (statement.type === "ImportDeclaration") {
    const specifiers = statement.specifiers as ImportSpecifierNode[];
    if (specifiers.length === 0) return null; // a side-effect import stays
    return { names: specifiers.map((s) => s.local.name), nodes: [statement] };
  }
  if (statement.type === "FunctionDeclaration" || statement.type === "ClassDeclaration") {
    const id = statement.id as Identifier | null;
    return id ? { names: [id.name], nodes: [id] } : null;
  }
  if (statement.type === "VariableDeclaration") {
    const ids = (statement.declarations as { id: Node }[]).map((d) => d.id);
    if (!ids.every((id) => id.type === "Identifier")) return null;
    return { names: ids.map((id) => (id as Identifier).name), nodes: ids };
  }
  return null;
}

/** `import a, { b as c } from "x"` with only the specifiers in `keep`. */
function importWith(code: string, statement: Node, keep: readonly ImportSpecifierNode[]): string {
  const from = code.slice((statement.source as Node).start, statement.end);
  const typeOnly = statement.importKind === "type" ? "type " : "";
  const parts: string[] = [];
  const named: string[] = [];
  for (const specifier of keep) {
    if (specifier.type === "ImportDefaultSpecifier") parts.push(specifier.local.name);
    else if (specifier.type === "ImportNamespaceSpecifier") parts.push(`* as ${specifier.local.name}`);
    else {
      const imported = specifier.imported?.name ?? JSON.stringify(specifier.imported?.value);
      const kind = specifier.importKind === "type" ? "type " : "";
      named.push(
        imported === specifier.local.name ? `${kind}${imported}` : `${kind}${imported} as ${specifier.local.name}`,
      );
    }
  }
  if (named.length > 0) parts.push(`{ ${named.join(", ")} }`);
  return `import ${typeOnly}${parts.join(", ")} from ${from}`;
}

/** The `clientLoader` added to a page: its loader's data, from the comparison server, as JSON. */
export function clientLoaderSource(routeId: string): string {
  return `
export async function clientLoader({ request }) {
  const url = new URL(request.url);
  const query = new URLSearchParams({ url: url.pathname + url.search, route: ${JSON.stringify(routeId)} });
  const response = await fetch(${JSON.stringify(SPA_DATA_PATH)} + "?" + query, { signal: request.signal });
  if (!response.ok) throw new Response(await response.text(), { status: response.status });
  return response.json();
}
`;
}

/**
 * The route module without its server-only exports and what only they used, plus a clientLoader
 * when it had a loader and renders a page (a default export). Null when there is nothing to change.
 *
 * Like React Router's own client build (babel-dead-code-elimination), a declaration or import is
 * removed only if it was used before and is used no more, so side effects elsewhere are kept.
 */
export function rewriteRouteModule(code: string, { routeId, lang }: RouteModuleRewrite): string | null {
  const program = parseAst(code, { lang, sourceType: "module" }) as unknown as { body: Node[] };
  const statements = program.body;
  const removedExports = new Set<string>();
  const removed = new Set<Node>();
  for (const statement of statements) {
    const names = serverOnlyExportNames(statement);
    if (names.length === 0) continue;
    names.forEach((name) => removedExports.add(name));
    removed.add(statement);
  }
  if (removed.size === 0) return null;
  const exportNames = new Set(
    statements.flatMap((statement) => {
      if (statement.type === "ExportDefaultDeclaration") return ["default"];
      const declaration = statement.declaration as Node | null | undefined;
      if (statement.type !== "ExportNamedDeclaration") return [];
      if (!declaration) return (statement.specifiers as { exported: Identifier }[]).map((s) => s.exported.name);
      if (declaration.type === "VariableDeclaration")
        return (declaration.declarations as { id: Identifier }[]).map((d) => d.id.name);
      return [(declaration.id as Identifier | null)?.name ?? ""];
    }),
  );
  const addClientLoader = removedExports.has("loader") && exportNames.has("default");
  if (addClientLoader && exportNames.has("clientLoader")) {
    throw new Error(`${routeId} has both a loader and a clientLoader: the comparison build cannot replace the loader.`);
  }

  const bindings = new Map(statements.map((statement) => [statement, bindingsOf(statement)]));
  const usedBy = new Map(
    statements.map((statement) => [
      statement,
      statement.type === "ImportDeclaration"
        ? new Set<string>()
        : namesUsedIn(statement, new Set(bindings.get(statement)?.nodes ?? [])),
    ]),
  );
  const usedAtFirst = new Set([...usedBy.values()].flatMap((names) => [...names]));
  const droppedSpecifiers = new Set<ImportSpecifierNode>();
  const isGone = (name: string, used: ReadonlySet<string>) => usedAtFirst.has(name) && !used.has(name);

  // Remove what the removed exports alone used, then what that alone used, until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    const used = new Set(
      statements.filter((statement) => !removed.has(statement)).flatMap((statement) => [...usedBy.get(statement)!]),
    );
    for (const statement of statements) {
      const own = bindings.get(statement);
      if (removed.has(statement) || !own) continue;
      if (statement.type === "ImportDeclaration") {
        const specifiers = statement.specifiers as ImportSpecifierNode[];
        for (const specifier of specifiers) {
          if (!droppedSpecifiers.has(specifier) && isGone(specifier.local.name, used)) {
            droppedSpecifiers.add(specifier);
            changed = true;
          }
        }
        if (specifiers.every((specifier) => droppedSpecifiers.has(specifier))) removed.add(statement);
      } else if (own.names.every((name) => isGone(name, used))) {
        removed.add(statement);
        changed = true;
      }
    }
  }

  const edits = statements.flatMap((statement) => {
    if (removed.has(statement)) return [{ start: statement.start, end: statement.end, text: "" }];
    if (statement.type !== "ImportDeclaration") return [];
    const specifiers = statement.specifiers as ImportSpecifierNode[];
    const keep = specifiers.filter((specifier) => !droppedSpecifiers.has(specifier));
    if (keep.length === specifiers.length) return [];
    return [{ start: statement.start, end: statement.end, text: importWith(code, statement, keep) }];
  });
  let rewritten = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, edit.start) + edit.text + rewritten.slice(edit.end);
  }
  return addClientLoader ? rewritten + clientLoaderSource(routeId) : rewritten;
}
