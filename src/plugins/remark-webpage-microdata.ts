/**
 * A doc page is a schema.org WebPage: this puts `itemscope itemtype="https://schema.org/WebPage"` on
 * its `<html>` element, through Docusaurus' `<head>` in Markdown (which takes `<html>` attributes).
 * theme-classic's LastUpdated marks the page's last-updated date `itemprop="dateModified"` but no
 * element around it starts an item (checked up to Docusaurus 3.10.2), so that date belonged to no
 * item: invalid HTML, and structured data nobody could read. Under this item it is the page's
 * dateModified, as intended.
 */
import type {Root} from 'mdast';

export const webPageType = 'https://schema.org/WebPage';

export default function remarkWebPageMicrodata() {
  return (tree: Root) => {
    const html = {
      type: 'mdxJsxFlowElement' as const,
      name: 'html',
      // `itemscope` is a boolean attribute: present and empty.
      attributes: [
        {type: 'mdxJsxAttribute' as const, name: 'itemScope', value: ''},
        {type: 'mdxJsxAttribute' as const, name: 'itemType', value: webPageType},
      ],
      children: [],
    };
    // After the page's imports; the head renders nothing where it stands.
    const firstContent = tree.children.findIndex((node) => (node.type as string) !== 'mdxjsEsm');
    tree.children.splice(firstContent === -1 ? tree.children.length : firstContent, 0, {
      type: 'mdxJsxFlowElement',
      name: 'head',
      attributes: [],
      children: [html],
    } as unknown as Root['children'][number]);
  };
}
