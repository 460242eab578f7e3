import { Card } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";

/** Two columns: the advantages and the drawbacks of a choice. */
export function ProsCons({
  prosTitle,
  consTitle,
  pros,
  cons,
  headingLevel = 3,
}: {
  prosTitle: string;
  consTitle: string;
  pros: readonly string[];
  cons: readonly string[];
  /** 4 when the pair sits under an h3 of its own. */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <Heading className="text-lg font-semibold text-emerald-800">{prosTitle}</Heading>
        <CheckList items={pros} className="mt-4" />
      </Card>
      <Card>
        <Heading className="text-lg font-semibold text-red-800">{consTitle}</Heading>
        <CheckList items={cons} variant="cross" className="mt-4" />
      </Card>
    </div>
  );
}
