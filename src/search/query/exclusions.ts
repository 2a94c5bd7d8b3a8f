// What a request says no to, as the catalogue's fields can tell it: "no hosted service" is a doc tagged cloud,
// hosting, managed, saas or serverless; "no crypto" one tagged with a chain or a coin; "not AGPL" an AGPL licence; "not deprecated" a deprecated status. Negations
// (negation.ts) look these phrases up first, so "without a hosted cloud service" is one exclusion, not "hosted"
// alone. Any other excluded word is read against the doc's tags, name and id (field-readings.ts).

import { FACT } from "../index/api";
import { phraseTable } from "./phrase-table";

export interface ExclusionClass {
  /** The field test as the answer's read_as shows it. */
  readonly field: string;
  /** Phrases, comma-separated, matched as vocabulary triggers are. */
  readonly when: string;
  /** Docs with any of these facts are excluded... */
  readonly facts: number;
  /** ...and docs with any of these tags. */
  readonly tags: readonly string[];
  /** Saying no to it asks for something one can host oneself (constraints.ts selfHostingInstead). */
  readonly selfHosting?: boolean;
}

const HOSTED_TAGS = ["cloud", "hosting", "managed", "saas", "serverless"];
// Chains, coins and the rails built on them; not "wallet" or "payments", which are not crypto by themselves.
const CRYPTO_TAGS = [
  "crypto",
  "blockchain",
  "onchain",
  "web3",
  "stablecoin",
  "stablecoins",
  "usdc",
  "bitcoin",
  "lightning",
  "ethereum",
  "solana",
  "evm",
];

export const EXCLUSION_CLASSES: readonly ExclusionClass[] = [
  {
    field: `tags: ${HOSTED_TAGS.join(", ")}`,
    when:
      "hosted service, hosted services, hosted, hosted cloud, hosted cloud service, cloud, cloud service, cloud services, " +
      "vendor cloud, vendor, managed service, managed services, managed, saas, third party service, someone else server",
    facts: 0,
    tags: HOSTED_TAGS,
    selfHosting: true,
  },
  {
    field: `tags: ${CRYPTO_TAGS.join(", ")}`,
    when: "crypto, cryptocurrency, cryptocurrencies, blockchain, blockchains, web3, onchain, on chain, stablecoin, stablecoins, tokens",
    facts: 0,
    tags: CRYPTO_TAGS,
  },
  { field: "license: AGPL", when: "agpl, affero", facts: FACT.AGPL, tags: [] },
  { field: "license: GPL, LGPL or AGPL", when: "gpl, lgpl, copyleft, viral license, viral licence", facts: FACT.GPL, tags: [] },
  { field: "license: proprietary", when: "proprietary, closed source, closed", facts: FACT.PROPRIETARY, tags: [] },
  { field: "status: deprecated", when: "deprecated, unmaintained, abandoned, maintenance mode", facts: FACT.DEPRECATED, tags: [] },
  { field: "status: beta", when: "beta, in beta, preview", facts: FACT.BETA, tags: [] },
  { field: "pricing: paid", when: "paid, paid plan, subscription, paywalled", facts: FACT.PAID, tags: [] },
];

const PHRASES = phraseTable(() => EXCLUSION_CLASSES.map((cls, at) => [cls.when, at] as const));

/** The longest exclusion phrase starting at `start`: its end and class, or null. */
export function exclusionAt(stems: readonly string[], stop: readonly boolean[], start: number): { end: number; cls: number } | null {
  const found = PHRASES.longestAt(stems, stop, start);
  return found === null ? null : { end: found.end, cls: found.value };
}
