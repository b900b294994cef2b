export const templateDir: string;
export const DEFAULT_PORT: number;
export const DEFAULT_HOST: string;
export function findNginx(): string;
export function fillTemplate(text: string, values: Record<string, string | number>): string;
export function userDirective(buildDir?: string): string;
export function reachableByOthers(dir: string): boolean;
export function findFreePort(host?: string): Promise<number>;
export function writeNginxConfig(options: {
  buildDir: string;
  runtimeDir: string;
  csp: string;
  port?: number;
  host?: string;
  accessLog?: string;
  errorLog?: string;
  workerProcesses?: number | string;
}): {confPath: string; headersPath: string};
export function prepareBuild(buildDir: string, options?: {compress?: boolean}): Promise<{buildDir: string; csp: string}>;
export type StartOptions = {
  buildDir?: string;
  /** 0 picks a free port. Default 8080. */
  port?: number;
  host?: string;
  accessLog?: string;
  errorLog?: string;
  workerProcesses?: number | string;
  stdio?: 'pipe' | 'inherit';
  compress?: boolean;
  timeoutMs?: number;
};
export type NginxServer = {
  url: string;
  host: string;
  port: number;
  pid: number;
  csp: string;
  buildDir: string;
  runtimeDir: string;
  confPath: string;
  nginx: string;
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
};
export function startNginx(options?: StartOptions): Promise<NginxServer>;
