import { DrawnIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import type { IconDrawing } from "~/components/ui/lucide-icon";
import type { GuideLink } from "~content/audiences/types";

/** Links to the guides that go deeper, each with a line on what it covers (the arrow drawn from loader data). */
export function GuideLinks({ guides, arrowIcon }: { guides: readonly GuideLink[]; arrowIcon: IconDrawing }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {guides.map((guide) => (
        <li key={guide.to}>
          <Link
            to={guide.to}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-900"
          >
            <span className="flex items-center justify-between gap-2 font-semibold text-blue-900">
              {guide.label}
              <DrawnIcon
                icon={arrowIcon}
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-hover:translate-x-1"
              />
            </span>
            <span className="mt-1 text-sm text-slate-600">{guide.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
