// The names the server counts under, as the spine passes them to stats (src/route-table.ts COUNTED_NAMES).

export { COUNTED_NAMES as NAMES } from "../../src/route-table";
