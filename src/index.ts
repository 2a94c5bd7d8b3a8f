// Worker entry: the fetch handler runs the request pipeline; the cron rolls up usage stats.

import { handleRequest } from "./pipeline";
import { COUNTED_NAMES } from "./route-table";
import { runScheduledRollup } from "./stats/scheduled";
import { prewarmAtStartup } from "./warm/prewarm";

// At isolate startup, before any request: the search path compiled on the bundled sample (warm/prewarm.ts).
prewarmAtStartup();

export default {
  fetch(request, env, ctx) {
    return handleRequest(request, env, ctx);
  },
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledRollup(controller, env, COUNTED_NAMES));
  },
} satisfies ExportedHandler<Env>;
