import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {readRoute} from './support/build';

describe('diagrams', () => {
  it('every Mermaid block has a drawing for each colour mode and none is left over', () => {
    // Throws with the missing and unused files listed when `npm run diagrams` is due.
    expect(() =>
      execFileSync('node', ['scripts/diagrams.mjs', '--check'], {stdio: 'pipe'}),
    ).not.toThrow();
  });

  it('a page shows each diagram as a figure of two sized images with its accessible name', () => {
    const figure = readRoute('/docs/devops/git/intro')('figure.diagram').first();
    const images = figure.find('img');
    expect(images.map((_, img) => img.attribs.class.split(' ')[0]).get()).toEqual([
      'diagram-light',
      'diagram-dark',
    ]);
    for (const img of images.toArray()) {
      expect(Number(img.attribs.width)).toBeGreaterThan(0);
      expect(Number(img.attribs.height)).toBeGreaterThan(0);
      expect(img.attribs.alt).toMatch(/working tree.*index/i);
      expect(img.attribs.src).toMatch(/^\/img\/diagrams\/[0-9a-f]{16}-(light|dark)\.svg$/);
    }
  });
});
