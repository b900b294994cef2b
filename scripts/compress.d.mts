export const COMPRESSIBLE_EXTENSIONS: string[];
export const MIN_SIZE: number;
export type CompressStats = {
  written: number;
  unchanged: number;
  skipped: number;
  removed: number;
  bytesIn: number;
  bytesOut: number;
};
export function compressBuild(buildDir?: string, options?: {level?: number; minSize?: number}): Promise<CompressStats>;
