/** Writes .br and .gz copies beside the compressible files under `dir`; returns their paths relative to `dir`. */
export function precompressDirectory(dir: string): Promise<string[]>;
