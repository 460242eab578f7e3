import type { Route } from "./+types/terms";
import { LegalPage } from "~/features/leads/legal-page";
import { pageMeta } from "~/lib/seo";
import { termsPage } from "~content/terms";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, termsPage);
}

export default function Terms() {
  return <LegalPage {...termsPage} />;
}
