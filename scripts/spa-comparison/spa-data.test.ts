import { data, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTree, spaData } from "./spa-data";

type Loader = NonNullable<ServerBuild["routes"][string]>["module"]["loader"];

function build(
  loaders: Record<string, { path?: string; index?: boolean; loader?: Loader }>,
): Pick<ServerBuild, "routes"> {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: { default: () => null } },
  };
  for (const [id, { path, index, loader }] of Object.entries(loaders)) {
    routes[id] = { id, parentId: "root", path, index, module: { default: () => null, loader } };
  }
  return { routes };
}

describe("spaData", () => {
  const site = build({
    "routes/home": { index: true, loader: () => ({ hero: "Greenwich" }) },
    "routes/market-report": {
      path: "market-report",
      loader: ({ request }) => ({ week: new URL(request.url).searchParams.get("week") }),
    },
    "routes/guide": { path: "guides/:slug", loader: ({ params, pattern }) => ({ slug: params.slug, pattern }) },
    "routes/not-found": { path: "*", loader: ({ request }) => data({ path: new URL(request.url).pathname }, 404) },
    "routes/weekly-pdf": {
      path: "weekly/:file",
      loader: ({ params }) => {
        if (params.file !== "1.pdf") throw data("No such weekly report PDF", { status: 404 });
        return new Response("%PDF");
      },
    },
  });

  it("runs the loader with the page's URL and params", async () => {
    expect(await spaData(site, new URL("http://localhost/market-report?week=3"), "routes/market-report")).toEqual({
      status: 200,
      body: { week: "3" },
    });
    expect(await spaData(site, new URL("http://localhost/"), "routes/home")).toEqual({
      status: 200,
      body: { hero: "Greenwich" },
    });
    expect(await spaData(site, new URL("http://localhost/guides/byram"), "routes/guide")).toEqual({
      status: 200,
      body: { slug: "byram", pattern: "/guides/:slug" },
    });
  });

  it("answers the data of data(...), which the page renders whatever the document's status", async () => {
    expect(await spaData(site, new URL("http://localhost/no/such/page"), "routes/not-found")).toEqual({
      status: 200,
      body: { path: "/no/such/page" },
    });
  });

  it("answers a thrown status as that status", async () => {
    expect(await spaData(site, new URL("http://localhost/weekly/9.pdf"), "routes/weekly-pdf")).toEqual({
      status: 404,
      body: "No such weekly report PDF",
    });
  });

  it("refuses an unknown route, a URL of another route, and a resource route", async () => {
    expect((await spaData(site, new URL("http://localhost/"), "routes/nope")).status).toBe(404);
    expect((await spaData(site, new URL("http://localhost/archive"), "routes/market-report")).status).toBe(404);
    expect((await spaData(site, new URL("http://localhost/weekly/1.pdf"), "routes/weekly-pdf")).status).toBe(500);
  });

  it("nests the manifest under its parents", () => {
    const [root] = routeTree(site.routes);
    expect(root?.id).toBe("root");
    expect(root?.children?.map((route) => route.id)).toEqual([
      "routes/home",
      "routes/market-report",
      "routes/guide",
      "routes/not-found",
      "routes/weekly-pdf",
    ]);
  });
});
