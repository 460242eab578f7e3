// The layers of decision 114 are held by `npm run lint` (import-x/no-restricted-paths in
// eslint.config.js): these lint one import line at a path inside each layer, with the project's own
// configuration, and check whether the rule refuses it.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the layer rule for `source` linted as the file `filePath`. */
async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

const FEATURE = "app/features/newsletter/layer-probe.ts";
const OTHER_FEATURE = 'import { contactSchema } from "~/features/leads/contact-schema";';

describe("layer zones", { timeout: 60_000 }, () => {
  it.each([
    [FEATURE, OTHER_FEATURE, "A feature imports no other feature"],
    ["app/components/ui/layer-probe.tsx", OTHER_FEATURE, "are building blocks"],
    ["app/lib/layer-probe.ts", 'import { env } from "~/server/env.server";', "are building blocks"],
    ["app/domain/layer-probe.ts", 'import { weeksVersion } from "~/server/week-store.server";', "are building blocks"],
    ["app/server/layer-probe.server.ts", OTHER_FEATURE, "Server infrastructure imports no feature"],
    [
      "app/server/render-cache/layer-probe.server.ts",
      'import { weeklyShareImagePath } from "~/features/reports/report-feed";',
      "Server infrastructure imports no feature",
    ],
    [
      "app/server/layer-probe.server.ts",
      'import { runCommand } from "./commands/registry.server";',
      "Server infrastructure imports no feature, no route and no command",
    ],
    [FEATURE, 'import { runCommand } from "~/server/commands/registry.server";', "The commands are the top layer"],
    ["content/layer-probe.ts", OTHER_FEATURE, "Content imports no app code but app/lib"],
    ["content/layer-probe.ts", 'import { leads } from "~db/schema";', "Content imports no app code but app/lib"],
    ["app/lib/layer-probe.ts", 'import type { StudioRole } from "~db/schema";', "are building blocks"],
    ["db/layer-probe.ts", 'import { formatUsd } from "~/lib/format";', "db/ is the bottom layer"],
  ])("refuses in %s: %s", async (filePath, source, message) => {
    const errors = await layerErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    [FEATURE, 'import { signupSchema } from "./signup-schema";'],
    [FEATURE, 'import { formatUsd } from "~/lib/format";'],
    [FEATURE, 'import type { Contract } from "~/domain/contract-types";'],
    [FEATURE, 'import { enqueue } from "~/server/outbox.server";'],
    ["app/server/layer-probe.server.ts", 'import type { Contract } from "~/domain/contract-types";'],
    ["app/server/commands/layer-probe.server.ts", OTHER_FEATURE],
    ["app/routes/layer-probe.tsx", OTHER_FEATURE],
    ["content/layer-probe.ts", 'import { formatUsd } from "~/lib/format";'],
    // The building blocks read the words (decision 146).
    ["app/components/layout/layer-probe.tsx", 'import { headerLinks } from "~content/navigation";'],
    [FEATURE, 'import { subscribers } from "~db/schema";'],
  ])("allows in %s: %s", async (filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([]);
  });
});

describe("the schema's alias (decision 146)", { timeout: 60_000 }, () => {
  /** The messages of no-restricted-imports for `source` linted as the file `filePath`. */
  async function importErrors(filePath: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(source, { filePath });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((m) => m.message);
  }

  it.each([
    ["tests/integration/layer-probe.test.ts", 'import { outbox } from "../../db/schema";'],
    ["scripts/layer-probe.ts", 'import { subscribers } from "../db/schema";'],
    ["app/server/layer-probe.server.ts", 'import * as schema from "../../db/schema";'],
    ["layer-probe.ts", 'import { leads } from "./db/schema";'],
  ])("refuses a relative path in %s: %s", async (filePath, source) => {
    const errors = await importErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("`~db/schema`");
  });

  it.each([
    ["tests/integration/layer-probe.test.ts", 'import { outbox } from "~db/schema";'],
    ["app/server/layer-probe.server.ts", 'import { openDatabase } from "./db.server";'],
  ])("allows in %s: %s", async (filePath, source) => {
    expect(await importErrors(filePath, source)).toEqual([]);
  });
});
