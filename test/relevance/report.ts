// `npm run relevance`: the judged sets through the spec formula and the current ranker, side by side.

import { fixtureCatalogue, sampleCatalogue, REAL_FIXTURE_DIR } from "./catalogues";
import { evaluateSet, formatMisses, formatReport, unknownIds } from "./evaluate";
import { FIXTURE_QUERIES } from "./fixture-queries";
import { KIND_HELP } from "./judgements";
import { SAMPLE_QUERIES } from "./sample-queries";
import { absenceReason, SHARED_ITEMS } from "../../scripts/lib/shared-dir.mjs";

export function main(argv: readonly string[]): number {
  const verbose = argv.includes("--verbose") || argv.includes("-v");
  const out: string[] = [];
  const sets = [{ name: "sample catalogue", catalogue: sampleCatalogue(), queries: SAMPLE_QUERIES }];
  const fixture = fixtureCatalogue();
  if (fixture) sets.push({ name: "real site copy", catalogue: fixture, queries: FIXTURE_QUERIES });
  else
    out.push(
      `(no real site copy: ${REAL_FIXTURE_DIR === null ? absenceReason(SHARED_ITEMS.realSite) : `${REAL_FIXTURE_DIR} has no api/index.json`}; only the sample set runs)`,
    );
  let status = 0;
  for (const set of sets) {
    const missing = unknownIds(set.catalogue, set.queries);
    if (missing.length) {
      out.push(`${set.name}: judgements name ids the catalogue lacks:\n  ${missing.join("\n  ")}`);
      status = 1;
    }
    const report = evaluateSet(set.name, set.catalogue, set.queries);
    out.push(formatReport(report));
    if (verbose) out.push(formatMisses(report));
  }
  out.push(
    [
      "Metrics: nDCG@5 (gain 2^grade-1), MRR and success@1/@5 on the first grade-2 id (grade 1 when a query has no grade 2);",
      "a 'none' query scores 1 only when nothing is returned. Kinds: " +
        Object.entries(KIND_HELP)
          .map(([kind, help]) => `${kind} = ${help}`)
          .join("; ") +
        ".",
      "Details per query: npm run relevance -- --verbose",
    ].join("\n"),
  );
  console.log(out.join("\n\n"));
  return status;
}
