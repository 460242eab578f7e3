import "react-router";
import type { FormServices } from "./server/form-services.server";
import type { StudioServices } from "./server/studio-services.server";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response (server.ts). */
    cspNonce: string;
    /** Database and delivery for the form actions (server.ts); absent while prerendering. */
    forms?: FormServices;
    /** Database, site origin and mail for the broker's workspace, /studio (server.ts); absent while prerendering. */
    studio?: StudioServices;
    /** This post is over the rate limit: the action answers 429 and stores nothing. */
    rateLimited?: boolean;
    /** This post is over the size limit but was read: the action answers 413 with the words kept. */
    bodyTooLarge?: boolean;
    /** The client's address (req.ip): studio sign-in attempts are rate limited per address. */
    clientAddress?: string;
  }
}
