// Worker entry: the fetch handler runs the request pipeline.

import { handleRequest } from "./pipeline";

export default {
  fetch(request, env, ctx) {
    return handleRequest(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
