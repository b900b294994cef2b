export function serveBuild(options?: {buildDir?: string; port?: number; host?: string; timeoutMs?: number}): Promise<{
  url: string;
  stop: () => Promise<void>;
}>;
