import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NOT_FOUND_META, NotFoundPage } from "~/components/layout/not-found-page";
import { requestedPath } from "~/server/not-found-response.server";
import { pageMeta } from "~/lib/seo";

export function loader({ url }: Route.LoaderArgs) {
  return data({ path: requestedPath(url.pathname) }, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, NOT_FOUND_META), { name: "robots", content: "noindex" }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage path={loaderData.path} />;
}
