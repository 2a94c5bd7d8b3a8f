export const BEACON_SOURCE: string;
export const BEACON_SERVED: string;
export interface BeaconBuild {
  /** The minified script. */
  readonly script: string;
  /** base64 SHA-256 of the script. */
  readonly sha256: string;
  /** base64 SHA-384 of the script. */
  readonly sha384: string;
}
export function digestBase64(algorithm: "sha256" | "sha384", text: string): string;
export function buildBeacon(source?: string): Promise<BeaconBuild>;
export function servedModule(build: BeaconBuild): string;
