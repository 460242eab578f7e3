import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import type { PropertyType } from "~content/guides/types";
import { CheckList } from "~/components/ui/check-list";

/** A property type with its price range, description, pros and cons. */
export function PropertyTypeCard({
  type,
  aside,
  prosTitle = "Pros",
}: {
  type: PropertyType;
  aside?: ReactNode;
  /** Heading of the first list ("Pros", or "Features" when the guide lists features). */
  prosTitle?: string;
}) {
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold text-slate-900">{type.type}</h3>
        {aside}
      </div>
      <p className="mt-1 font-semibold text-blue-900">{type.priceRange}</p>
      <p className="mt-3 text-slate-600">{type.description}</p>
      {type.idealBuyer ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">Ideal buyer: </span>
          {type.idealBuyer}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-emerald-700">{prosTitle}</h4>
          <CheckList items={type.pros} className="mt-2 text-sm" />
        </div>
        {type.cons.length ? (
          <div>
            <h4 className="text-sm font-semibold text-red-700">Cons</h4>
            <CheckList items={type.cons} variant="cross" className="mt-2 text-sm" />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
