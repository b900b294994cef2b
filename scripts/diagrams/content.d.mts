import type {ContentDiagram} from '../../src/plugins/diagrams.mjs';

export function contentDiagrams(siteDir: string, roots?: string[]): ContentDiagram[];
