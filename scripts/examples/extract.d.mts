export type CodeBlock = {lang: string; meta: string; line: number; endLine: number; code: string};
export function codeBlocks(text: string): CodeBlock[];
export function markdownFiles(...roots: string[]): string[];
export type Example = {
  file: string;
  line: number;
  lang: string;
  runner: string;
  code: string;
  meta: string;
  expected: string;
  session?: string;
  timeoutSeconds: number;
};
export function runnableExamples(file: string, text?: string): Example[];
export const RUNNERS: Record<string, string>;
