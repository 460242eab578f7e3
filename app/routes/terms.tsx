import type { Route } from "./+types/terms";
import { LegalPage } from "~/features/leads/legal-page";
import { pageMeta } from "~/lib/seo";
import { useShellContent } from "~/lib/shell-content";
import { termsMeta, termsPage } from "~content/terms";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, termsMeta);
}

export default function Terms() {
  // The broker's identity as Settings saved it (decision 110), at render time.
  return <LegalPage {...termsPage(useShellContent().site)} />;
}
