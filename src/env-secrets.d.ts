// Secrets are set with `wrangler secret put` (or `--var` in dev) and never appear in wrangler.toml, so
// `wrangler types` cannot see them; they are declared here instead.
interface Env {
  /** Analytics Engine SQL API token (Account Analytics Read). Absent: GET /stats answers "collecting". */
  CF_ANALYTICS_TOKEN?: string;
}
