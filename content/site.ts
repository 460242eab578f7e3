// The publisher's identity. Every page reads the broker's details from here; replace the
// placeholder values below with the real ones before going live.

export const site = {
  /** Name of the publication, shown in the header, titles and feeds. */
  name: "Greenwich Market Report",
  shortName: "GMR",
  tagline: "Real-time residential market analytics for Greenwich, Connecticut",
  town: "Greenwich, Connecticut",
  broker: {
    name: "Alex Morgan",
    title: "Licensed Real Estate Broker",
    brokerage: "Example Realty Group",
    /** Placeholder number from the 555-01xx range reserved for fiction. */
    phone: "(203) 555-0142",
    phoneE164: "+12035550142",
    email: "broker@example.com",
    licence: "Connecticut Real Estate Broker License REB.0000000 (placeholder)",
    office: "Greenwich Avenue, Greenwich, CT 06830",
  },
  /** The broker's credentials as the publisher states them. */
  credentials: [
    { value: "$1B+", label: "Career Sales", description: "Over one billion dollars in residential sales" },
    {
      value: "Top 1%",
      label: "National Producer",
      description: "Ranked among the top one percent of agents nationally",
    },
    { value: "500+", label: "Clients Served", description: "Buyers, sellers and investors guided through Greenwich" },
    { value: "25+", label: "Years of Experience", description: "A quarter century in the Greenwich market" },
  ],
} as const;

export type Site = typeof site;
