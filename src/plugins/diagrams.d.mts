export const DIAGRAMS_DIR: string;
export const DIAGRAMS_URL_PATH: string;
export type Mode = 'light' | 'dark';
export const MODES: readonly Mode[];
export function mermaidConfig(mode: Mode): Record<string, unknown>;
export function normaliseSource(source: string): string;
export function diagramId(source: string): string;
export function diagramFileName(id: string, mode: Mode): string;
export type DiagramText =
  | {title: string; description: string; alt: string; problems: []}
  | {problems: string[]; title?: undefined; description?: undefined; alt?: undefined};
export function diagramText(source: string): DiagramText;
export function svgSize(svg: string): {width: number; height: number};
export type ContentDiagram = {file: string; line: number; source: string; id: string};
export function withIntrinsicSize(svg: string): string;
