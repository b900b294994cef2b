export function isExecutedScriptType(type: string | undefined | null): boolean;
export function htmlFiles(buildDir: string): string[];
export function hashSource(text: string): string;
export type InlineScript = {hash: string; type: string; text: string; files: string[]};
export function scanBuild(buildDir?: string): {scripts: InlineScript[]; problems: string[]; pages: number};
export function inlineScriptHashes(buildDir?: string): string[];
export function buildCsp(hashes: string[]): string;
export function computeCsp(buildDir?: string): string;
