import { describe, expect, it } from "vitest";
import { clientLoaderSource, rewriteRouteModule } from "./route-module-rewrite";

const page = { routeId: "routes/market-report", lang: "tsx" } as const;

/** The source without blank lines, so that a removed statement leaves nothing to compare. */
function lines(code: string | null): string[] {
  return (code ?? "").split("\n").filter((line) => line.trim() !== "");
}

describe("rewriteRouteModule", () => {
  it("replaces a page's loader with a clientLoader and drops the server-only imports it alone used", () => {
    const source = `import { z } from "zod";
import type { Route } from "./+types/market-report";
import { marketReportView } from "~/features/reports/market-report.server";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/seo";

const querySchema = z.object({ week: z.string().nullable() });

export function loader({ request }: Route.LoaderArgs) {
  const query = querySchema.parse({ week: new URL(request.url).searchParams.get("week") });
  return marketReportView(query.week);
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Weekly report" });
}

export default function MarketReport({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.notes.title} />;
}
`;
    expect(lines(rewriteRouteModule(source, page))).toEqual([
      'import type { Route } from "./+types/market-report";',
      'import { PageHero } from "~/components/ui/page-hero";',
      'import { pageMeta } from "~/lib/seo";',
      "export function meta(args: Route.MetaArgs) {",
      '  return pageMeta(args, { title: "Weekly report" });',
      "}",
      "export default function MarketReport({ loaderData }: Route.ComponentProps) {",
      "  return <PageHero title={loaderData.notes.title} />;",
      "}",
      ...lines(clientLoaderSource("routes/market-report")),
    ]);
  });

  it("keeps the specifiers of an import that the page still uses", () => {
    const source = `import { data, Link } from "react-router";
import { contactAction } from "~/features/leads/contact-action.server";
export function loader() { return data({ ok: true }, { status: 200 }); }
export function action({ request }) { return contactAction(request); }
export default function Contact() { return <Link to="/">Home</Link>; }
`;
    const rewritten = rewriteRouteModule(source, { routeId: "routes/contact", lang: "tsx" });
    expect(lines(rewritten).slice(0, 2)).toEqual([
      'import { Link } from "react-router";',
      'export default function Contact() { return <Link to="/">Home</Link>; }',
    ]);
    expect(rewritten).toContain("export async function clientLoader");
    expect(rewritten).not.toMatch(/export function (loader|action)/);
  });

  it("keeps a declaration the page uses beside the loader, and one that nothing used before", () => {
    const source = `import { LIMIT } from "./limits";
const shared = LIMIT * 2;
const unusedBefore = Math.random();
export const headers = () => ({ "Cache-Control": "no-store" });
export function loader() { return { shared }; }
export default function Page() { return <p>{shared}</p>; }
`;
    expect(lines(rewriteRouteModule(source, page)).slice(0, 4)).toEqual([
      'import { LIMIT } from "./limits";',
      "const shared = LIMIT * 2;",
      "const unusedBefore = Math.random();",
      "export default function Page() { return <p>{shared}</p>; }",
    ]);
  });

  it("removes a resource route's loader without adding a clientLoader (it renders no page)", () => {
    const source = `import { renderPdf } from "~/features/reports/weekly-pdf.server";
export async function loader({ params }) { return new Response(await renderPdf(params.file)); }
`;
    const rewritten = rewriteRouteModule(source, { routeId: "routes/weekly-contracts-pdf", lang: "ts" });
    expect(lines(rewritten)).toEqual([]);
  });

  it("keeps default and namespace imports and renamed specifiers as they were written", () => {
    const source = `import React, * as Everything from "react";
import { a as b, c } from "./letters";
export function loader() { return c; }
export default function Page() { return <p>{b}{React.version}{Everything.version}</p>; }
`;
    expect(lines(rewriteRouteModule(source, page)).slice(0, 2)).toEqual([
      'import React, * as Everything from "react";',
      'import { a as b } from "./letters";',
    ]);
  });

  it("leaves a module without server-only exports alone", () => {
    expect(rewriteRouteModule(`export default function Guide() { return <h1>Byram</h1>; }`, page)).toBeNull();
  });

  it("refuses forms it cannot remove safely, naming what to write instead", () => {
    expect(() => rewriteRouteModule(`function loader() {}\nexport { loader };`, page)).toThrow(
      /export function loader/,
    );
    expect(() =>
      rewriteRouteModule(
        `export function loader() {}\nexport function clientLoader() {}\nexport default function P() {}`,
        page,
      ),
    ).toThrow(/both a loader and a clientLoader/);
  });

  it("asks for the page's own URL and route id in the clientLoader", async () => {
    const requested: string[] = [];
    const source = clientLoaderSource("routes/market-report").replace("export async function", "async function");
    const clientLoader = new Function("fetch", `${source}; return clientLoader;`)(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify({ week: "1" }));
    }) as (args: { request: Request }) => Promise<unknown>;
    const data = await clientLoader({ request: new Request("http://localhost/market-report?week=1") });
    expect(data).toEqual({ week: "1" });
    expect(requested).toEqual(["/__spa-data?url=%2Fmarket-report%3Fweek%3D1&route=routes%2Fmarket-report"]);
  });
});
