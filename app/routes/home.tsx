import type { Route } from "./+types/home";
import { HomePage } from "~/features/home/home-page";
import { homePage } from "~/features/home/home-page.server";
import { shownTestimonials } from "~/features/testimonials/testimonial-store.server";
import { marketHistory } from "~/server/history-source.server";
import { pageMeta } from "~/lib/seo";
import { appContextOf } from "~/server/app-context.server";

// The market-now strip and cards are computed from the history (decisions 139 and 159), so the page
// follows the weeks in the render cache; the testimonials are the site's current ones (decision 111).
export async function loader({ context }: Route.LoaderArgs) {
  const app = appContextOf(context);
  const [history, testimonials] = await Promise.all([marketHistory(app), shownTestimonials(app)]);
  return homePage(history, testimonials);
}

export function meta(args: Route.MetaArgs) {
  return args.loaderData ? pageMeta(args, args.loaderData.meta) : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData} />;
}
