// `npx tsx scripts/forget.ts someone@example.com` (kept for the privacy page's instructions) is
// `npm run forget -- someone@example.com`: see scripts/cli.ts.
process.argv.splice(2, 0, "forget");
await import("./cli");
export {};
