/**
 * Pages whose content depends on versions say which ones they were checked against, in front
 * matter:
 *
 *   checked_against: [Python 3.13, Python 3.12]
 *   checked_in: November 2026
 *
 * This shows that line to readers at the top of the page; `npm run checked` lists the pages to
 * re-check when a version moves. A malformed pair fails the build, naming the file.
 */
import type {Root} from 'mdast';
import type {VFile} from 'vfile';

const monthYear =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export default function remarkCheckedAgainst() {
  return (tree: Root, file: VFile) => {
    const frontMatter = (file.data.frontMatter ?? {}) as Record<string, unknown>;
    const {checked_against: versions, checked_in: month} = frontMatter;
    if (versions === undefined && month === undefined) return;
    const validVersions =
      Array.isArray(versions) &&
      versions.length > 0 &&
      versions.every((v) => typeof v === 'string');
    if (!validVersions || typeof month !== 'string' || !monthYear.test(month)) {
      throw new Error(
        `${file.path}: front matter needs both \`checked_against\` (a list such as [Python 3.13, Python 3.12]) and \`checked_in\` (such as "November 2026"); got checked_against: ${JSON.stringify(versions)}, checked_in: ${JSON.stringify(month)}`,
      );
    }
    // After the page's imports, before its first words.
    const firstContent = tree.children.findIndex((node) => (node.type as string) !== 'mdxjsEsm');
    tree.children.splice(firstContent === -1 ? tree.children.length : firstContent, 0, {
      type: 'paragraph',
      data: {hProperties: {className: ['checked-against']}},
      children: [
        {
          type: 'emphasis',
          children: [{type: 'text', value: `Checked against ${listOf(versions)} in ${month}.`}],
        },
      ],
    });
  };
}
