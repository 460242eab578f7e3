import { Link } from "react-router";
import { STALE_AFTER_DAYS, type StaleFact } from "./fact-edit";

/** The overview's flag (item 2): market facts whose period ended over 120 days ago. */
export function StaleFactsNotice({ facts }: { facts: readonly StaleFact[] }) {
  if (facts.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
      <p>
        {facts.length === 1 ? "One market fact is" : `${facts.length} market facts are`} out of date: the period ended
        more than {STALE_AFTER_DAYS} days ago.{" "}
        <Link className="font-semibold underline underline-offset-4" to="/studio/facts">
          Bring the market facts up to date
        </Link>
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {facts.slice(0, 5).map((fact) => (
          <li key={fact.name}>
            <Link className="underline underline-offset-4" to={`/studio/facts/${fact.name}`}>
              {fact.measures}
            </Link>
          </li>
        ))}
        {facts.length > 5 ? <li>and {facts.length - 5} more</li> : null}
      </ul>
    </div>
  );
}
