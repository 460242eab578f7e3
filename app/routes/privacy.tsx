import type { Route } from "./+types/privacy";
import { LegalPage } from "~/features/leads/legal-page";
import { pageMeta } from "~/lib/seo";
import { useShellContent } from "~/lib/shell-content";
import { privacyMeta, privacyPage } from "~content/privacy";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, privacyMeta);
}

export default function Privacy() {
  // The broker's identity as Settings saved it (decision 110), at render time.
  return <LegalPage {...privacyPage(useShellContent().site)} />;
}
