/**
 * Table header cells end in a space, so that search excerpts do not run their words together.
 * Pagefind (1.5.2) separates the text of block elements when they end, td among them, but not th:
 * a header row "Layer | What it does | PDU" was indexed as "LayerWhat it doesPDU", which showed in
 * excerpts and hid those words from search. MDX writes no whitespace between cells, so this adds
 * one space at the end of each header cell's text; a trailing space in a cell is not drawn.
 */
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';

export default function rehypeSpacedTableHeaders() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'th') return;
      const last = node.children.at(-1);
      if (last?.type === 'text') {
        if (!/\s$/.test(last.value)) last.value += ' ';
      } else {
        node.children.push({type: 'text', value: ' '});
      }
    });
  };
}
