// /brokerages/digital-tools: the site's tools, and how a team can use each one.

export type DigitalTool = { title: string; description: string; teamUse: string; to: string; linkLabel: string };

export const digitalToolsPage = {
  meta: {
    title: "Digital Tools for Greenwich Brokerages and Teams",
    description:
      "The weekly report, the archive, the listings dashboard, the weekly contracts PDF and the tax and cost calculators: what each tool does and how a brokerage team can use it with clients.",
  },
  hero: {
    eyebrow: "For brokerages and teams",
    title: "Digital Tools Your Team Can Use Today",
    intro:
      "Everything on this site is free to read and to share: a weekly report built from contract data, an archive, a listings dashboard and calculators. Here is what each does and how teams put it in front of clients.",
    reportAction: "Open the weekly report",
    contactAction: "Ask about team access",
    contactRequest: "Digital tools: team access and onboarding",
  },
  tools: {
    id: "tools",
    title: "The Toolkit",
    items: [
      {
        title: "Weekly Market Report",
        description: "The week's contracts: counts by type, charts, days on market, zone performance and key insights.",
        teamUse: "Open it in every Monday meeting; quote it in listing and buyer calls.",
        to: "/market-report",
        linkLabel: "Open the weekly report",
      },
      {
        title: "Weekly contracts PDF",
        description: "Each week's contracts compiled in a PDF, previewed on the report page, to download or print.",
        teamUse: "Attach it to follow-up e-mails and leave it after presentations.",
        to: "/market-report",
        linkLabel: "Find the PDF on the report",
      },
      {
        title: "Report Archive",
        description: "Every weekly report, searchable by date, week number or month.",
        teamUse: "Show a client how a zone has moved over a month, not just one week.",
        to: "/archive",
        linkLabel: "Search the archive",
      },
      {
        title: "Yearly review",
        description: "The year in contracts: velocity by type, price bands, days on market by zone, and the outlook.",
        teamUse: "Bring it to annual reviews with past clients and to January listing appointments.",
        to: "/yearly-market-summary",
        linkLabel: "Read the yearly review",
      },
      {
        title: "Listings dashboard",
        description:
          "A dashboard of listings with price bands, price reductions, districts and competitor activity (sample data).",
        teamUse: "Train agents to read reductions, days on market and the price-band pulse.",
        to: "/mock-market-report",
        linkLabel: "Explore the dashboard",
      },
      {
        title: "Conveyance tax and closing costs",
        description: "Connecticut conveyance tax calculator, insurance types and closing costs with a sample estimate.",
        teamUse: "Answer a seller's net-proceeds question or a buyer's cash-to-close question on the spot.",
        to: "/insurance-education",
        linkLabel: "Open the tax and cost guide",
      },
      {
        title: "Mill-rate calculator",
        description: "Market value to assessed value to annual property tax, with Greenwich's recent mill rates.",
        teamUse: "Give relocating buyers the annual tax of a home before they ask.",
        to: "/investors/mill-rates",
        linkLabel: "Open the tax calculator",
      },
      {
        title: "Monday newsletter",
        description: "The weekly report's highlights by e-mail every Monday morning.",
        teamUse: "Subscribe every agent, so the whole team starts the week with the same facts.",
        to: "/subscribe",
        linkLabel: "Subscribe",
      },
    ] satisfies readonly DigitalTool[],
  },
  qualities: {
    id: "built-for-clients",
    title: "Built to Share With Clients",
    items: [
      {
        title: "Fast on a phone",
        description: "Pages are light and open quickly on a mobile connection, at an open house or in the car.",
      },
      {
        title: "Readable by everyone",
        description: "Pages work with screen readers and the keyboard, and every chart has a table alongside it.",
      },
      {
        title: "Works without apps or logins",
        description:
          "Every page is a plain link. Pages read even without JavaScript, and calculators work in any browser.",
      },
      {
        title: "Links that stay put",
        description:
          "Each week's report has its own address, so a link you send today still shows the same week later.",
      },
    ],
  },
  rollout: {
    id: "rollout",
    title: "Rolling It Out to a Team in One Week",
    steps: [
      { title: "Subscribe every agent", meta: "Day 1", description: "Everyone receives the Monday report." },
      {
        title: "Walk through one report together",
        meta: "Day 2",
        description: "Fifteen minutes in the sales meeting: figures, colors, zones.",
      },
      {
        title: "Bookmark the calculators",
        meta: "Day 3",
        description: "Tax and closing-cost answers on every agent's phone.",
      },
      {
        title: "Use it in one client conversation",
        meta: "By day 7",
        description: "Each agent cites one figure with its week in a real call, then shares what worked.",
      },
    ],
  },
  cta: {
    title: "Put the Toolkit in Your Agents' Hands",
    text: "Start with the Monday report; ask us for a walk-through for your office.",
    subscribeAction: "Subscribe your team",
    contactAction: "Request a walk-through",
    contactRequest: "Walk-through of the digital tools for our office",
  },
} as const;
