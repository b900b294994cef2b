/**
 * Which lines of a markdown file are prose: the llms.txt plugin copies
 * prose and code differently, and the content tests read prose only.
 */
const fence = /^(\s*)(`{3,}|~{3,})(.*)$/;

export type LineKind = 'fence' | 'code' | 'prose';

/**
 * Classifies each line of a markdown file: `fence` for an opening or closing
 * fence line, `code` inside a fenced block, `prose` elsewhere. A fence closes
 * only on the same character repeated at least as often (CommonMark), so a
 * four-backtick block may show three-backtick fences inside it.
 */
export function classifyLines(text: string): Array<{line: string; kind: LineKind}> {
  let open: string | null = null;
  return text.split('\n').map((line) => {
    const match = fence.exec(line);
    if (!open) {
      if (match) {
        open = match[2];
        return {line, kind: 'fence'};
      }
      return {line, kind: 'prose'};
    }
    if (
      match &&
      match[2][0] === open[0] &&
      match[2].length >= open.length &&
      match[3].trim() === ''
    ) {
      open = null;
      return {line, kind: 'fence'};
    }
    return {line, kind: 'code'};
  });
}
