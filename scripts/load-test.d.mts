export const DEFAULT_AMOUNT: number;
export const DEFAULT_CONNECTIONS: number;
export function assertLoopback(url: string): void;
export function requestPaths(buildDir?: string): string[];
export type LoadTestSummary = {
  url: string;
  paths: number;
  requests: number;
  requestsPerSecond: number;
  durationSeconds: number;
  bytes: number;
  errors: number;
  timeouts: number;
  /** Responses other than 2xx and 3xx. */
  badStatus: number;
  statusCodes: Record<string, number>;
  ok: boolean;
};
export function runLoadTest(options?: {
  url?: string;
  buildDir?: string;
  amount?: number;
  connections?: number;
  paths?: string[];
}): Promise<LoadTestSummary>;
export function formatSummary(summary: LoadTestSummary): string;
