import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { contactRequestHref } from "~/lib/contact-link";
import type { ToolTeaser } from "~content/audiences/investor";
import type { WithIconDrawing } from "./audience-icons.server";

/** Where a teaser leads: the contact form with the request filled in, or a page. */
function actionHref(action: ToolTeaser["action"]): string {
  return "contactRequest" in action ? contactRequestHref(action.contactRequest) : action.to;
}

/** The investor tool teasers: what each tool does, what exists today, and where to get it. */
export function ToolTeasers({ tools }: { tools: readonly WithIconDrawing<ToolTeaser>[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {tools.map((tool) => {
        return (
          <li key={tool.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="grid size-12 place-items-center rounded-xl bg-blue-900 text-white">
                <DrawnIcon icon={tool.icon} aria-hidden="true" className="size-6" />
              </span>
              <Badge>{tool.status}</Badge>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{tool.title}</h3>
            <p className="mt-2 text-slate-600">{tool.description}</p>
            <p className="mt-3 flex-1 text-sm text-slate-700">{tool.today}</p>
            <ButtonLink to={actionHref(tool.action)} variant="secondary" className="mt-5 self-start">
              {tool.action.label}
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
