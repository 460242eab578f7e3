// The layers of decision 114 are held by `npm run lint` (import-x/no-restricted-paths in
// eslint.config.js): these lint small sources at paths inside each layer with the project's own
// configuration and check which imports the rule refuses.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("layer zones", { timeout: 60_000 }, () => {
  it("refuses one feature importing another, and allows its own modules and the shared layers", async () => {
    const errors = await layerErrors(
      "app/features/newsletter/layer-probe.ts",
      [
        'import { contactSchema } from "~/features/leads/contact-schema";',
        'import { signupSchema } from "./signup-schema";',
        'import { formatUsd } from "~/lib/format";',
        'import type { Contract } from "~/domain/contract-types";',
        'import { enqueue } from "~/server/outbox.server";',
        "export const probe = [contactSchema, signupSchema, formatUsd, enqueue] as const;",
        "export type Probe = Contract;",
        "",
      ].join("\n"),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("~/features/leads/contact-schema");
    expect(errors[0]).toContain("A feature imports no other feature");
  });

  it("refuses a building block importing a feature or the server", async () => {
    const errors = await layerErrors(
      "app/components/ui/layer-probe.tsx",
      [
        'import { contactSchema } from "~/features/leads/contact-schema";',
        'import { env } from "~/server/env.server";',
        "export const probe = [contactSchema, env] as const;",
        "",
      ].join("\n"),
    );
    expect(errors).toHaveLength(2);
  });

  it("refuses server infrastructure importing a feature or a command", async () => {
    const errors = await layerErrors(
      "app/server/layer-probe.server.ts",
      [
        'import { contactSchema } from "~/features/leads/contact-schema";',
        'import { runCommand } from "./commands/registry.server";',
        'import { env } from "./env.server";',
        "export const probe = [contactSchema, runCommand, env] as const;",
        "",
      ].join("\n"),
    );
    expect(errors).toHaveLength(2);
  });

  it("lets a command import a feature, and refuses content importing app code other than app/lib", async () => {
    expect(
      await layerErrors(
        "app/server/commands/layer-probe.server.ts",
        'import { contactSchema } from "~/features/leads/contact-schema";\nexport const probe = contactSchema;\n',
      ),
    ).toEqual([]);
    const errors = await layerErrors(
      "content/layer-probe.ts",
      [
        'import { formatUsd } from "~/lib/format";',
        'import { contactSchema } from "~/features/leads/contact-schema";',
        "export const probe = [formatUsd, contactSchema] as const;",
        "",
      ].join("\n"),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Content imports no app code but app/lib");
  });
});
