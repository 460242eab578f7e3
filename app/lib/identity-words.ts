// Words written in content/ with the shipped identity in them (the About section's "Meet Alex
// Morgan"), printed with the identity Settings saved (decision 110). No Zod here: pages import it.
import { site } from "~content/site";
import type { PublicIdentity } from "./site-identity";

type Named = Pick<PublicIdentity, "name"> & { broker: Pick<PublicIdentity["broker"], "name" | "title" | "brokerage"> };

/** `words` with each shipped name, title, brokerage and site name replaced by `identity`'s. */
export function restateIdentity(words: string, identity: Named): string {
  const pairs: [string, string][] = [
    [site.broker.name, identity.broker.name],
    [site.broker.brokerage, identity.broker.brokerage],
    [site.broker.title.toLowerCase(), identity.broker.title.toLowerCase()],
    [site.broker.title, identity.broker.title],
    [site.name, identity.name],
  ];
  return pairs.reduce(
    (text, [shipped, current]) => (shipped === current ? text : text.replaceAll(shipped, current)),
    words,
  );
}
