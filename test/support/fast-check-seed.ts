// setupFiles of every project: fast-check draws from the run's seed (vitest.config.ts), so a property that fails by
// chance fails again with FC_SEED=<seed>, the number the run's last lines print (run-record.ts).
import fc from "fast-check";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    fcSeed: number;
  }
}

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject("fcSeed") });
