/** Numbers in [0, 1) from `seed`, the same sequence for the same seed (mulberry32). */
export declare function mulberry32(seed: number): () => number;
