export interface MakeScaledCatalogueOptions {
  out: string;
  entries: number;
  seed?: number;
  pretty?: boolean;
}
export function makeScaledCatalogue(options: MakeScaledCatalogueOptions): Promise<unknown>;
