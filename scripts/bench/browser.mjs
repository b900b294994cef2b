/**
 * Shared pieces of the benchmarks: the system Chromium with this machine's
 * launch flags, the static server for the build, and robust statistics.
 */

export {chromiumFlags, chromiumPath} from '../chromium.mjs';
export {serveBuild} from '../serve-build.mjs';

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const median = (values) => percentile(values, 50);
