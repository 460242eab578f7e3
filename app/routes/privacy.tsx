import type { Route } from "./+types/privacy";
import { LegalPage } from "~/features/leads/legal-page";
import { pageMeta } from "~/lib/seo";
import { privacyPage } from "~content/privacy";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, privacyPage);
}

export default function Privacy() {
  return <LegalPage {...privacyPage} />;
}
