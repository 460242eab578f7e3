import { data } from "react-router";
import type { Route } from "./+types/sellers.renovate-vs-knockdown";
import { factBook } from "~/features/facts/fact-store.server";
import { RenovateVsKnockdownPage } from "~/features/guides/renovate-vs-knockdown-page";
import { renovateVsKnockdownPageView } from "~/features/guides/renovate-vs-knockdown-view";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The assessment is a GET form: the comparison, or a message per field that cannot be read (with a
// 400), is in the first HTML; the prose and figures travel as loader data (decision 004).
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = renovateVsKnockdownPageView(await factBook(appContextOf(context)), search, new Date().getUTCFullYear());
  return data({ page }, { status: page.status });
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.page.meta) : [];
}

export default function RenovateVsKnockdown({ loaderData: { page } }: Route.ComponentProps) {
  return <RenovateVsKnockdownPage page={page} />;
}
