// Shapes shared by the brokerage pages' content modules.

export type InfoCard = { title: string; description: string };
export type GuideLink = { label: string; to: string };

/** The hero of a brokerage page: its eyebrow, the page's only h1, and the introduction. */
export type BrokerageHero = { eyebrow: string; title: string; intro: string };
