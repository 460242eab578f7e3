// `npm run bench:lighthouse -- --explain /route`: what Lighthouse's simulated LCP waited for.
// Lighthouse does not measure LCP on a phone: it replays the page's requests and main-thread tasks
// through its "lantern" model (150 ms round trips, 1.6 Mbit/s, the CPU four times slower). This
// audit prints that replay: every request and task in the LCP graph, with its simulated start and
// end, so a score can be traced to what caused it (docs/performance.md, "Lighthouse and hydration").
import { Audit, type Artifacts, type Config } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

export const LCP_PATH_AUDIT_ID = "lcp-simulation-path";

type Row = { start: number; end: number; what: string };

type SimulatedNode = {
  type: string;
  startTime: number;
  endTime: number;
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: { name: string }[];
};

function describe(node: SimulatedNode, origin: string): string {
  if (node.type === "network" && node.request) {
    const { url, priority, transferSize } = node.request;
    return `${url.replace(origin, "")} (${priority}, ${transferSize} B)`;
  }
  const observedMs = Math.round((node.endTime - node.startTime) / 1000);
  const events = [...new Set((node.childEvents ?? []).map((event) => event.name))].slice(0, 3).join(", ");
  return `main-thread task, ${observedMs} ms observed (${events})`;
}

class LcpSimulationPath extends Audit {
  static override get meta() {
    return {
      id: LCP_PATH_AUDIT_ID,
      title: "Simulated LCP path",
      failureTitle: "Simulated LCP path",
      description: "Every request and task in the simulated (pessimistic) LCP graph, with its simulated times.",
      requiredArtifacts: [
        "Trace",
        "DevtoolsLog",
        "GatherContext",
        "URL",
        "SourceMaps",
        "HostDPR",
      ] as (typeof Audit.meta)["requiredArtifacts"],
      scoreDisplayMode: Audit.SCORING_MODES.INFORMATIVE,
    };
  }

  static override async audit(artifacts: Artifacts, context: Parameters<typeof Audit.audit>[1]) {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: context.settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    };
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const origin = new URL(artifacts.URL.finalDisplayedUrl).origin;
    const timings = lcp.pessimisticEstimate.nodeTimings as unknown as Map<
      SimulatedNode,
      { startTime: number; endTime: number }
    >;
    const rows: Row[] = [...timings.entries()]
      .map(([node, timing]) => ({
        start: Math.round(timing.startTime),
        end: Math.round(timing.endTime),
        what: describe(node, origin),
      }))
      .sort((a, b) => a.start - b.start || a.end - b.end);
    return {
      score: null,
      numericValue: Math.round(lcp.timing),
      numericUnit: "millisecond" as const,
      details: { type: "debugdata" as const, items: rows },
    };
  }
}

/** Lighthouse's own configuration with the path audit added (it weighs nothing in any score). */
export const explainConfig: Config = {
  extends: "lighthouse:default",
  audits: [{ implementation: LcpSimulationPath }],
  categories: {
    performance: { title: "Performance", auditRefs: [{ id: LCP_PATH_AUDIT_ID, weight: 0 }] },
  },
};

/** The path as lines: start and end in simulated milliseconds, then what. */
export function formatLcpPath(items: readonly Row[]): string[] {
  return items.map((row) => `  ${String(row.start).padStart(5)} - ${String(row.end).padStart(5)} ms  ${row.what}`);
}
