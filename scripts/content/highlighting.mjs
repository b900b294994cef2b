/**
 * The code block languages that highlight on this site: Prism's grammars in prism-react-renderer
 * plus the site's `prism.additionalLanguages` (src/data/prismLanguages.json), loaded the way the
 * theme loads them in the browser, and `text` and `mermaid`, which are shown as they are.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';

const require = createRequire(import.meta.url);
const languagesFile = new URL('../../src/data/prismLanguages.json', import.meta.url);

export function highlightedLanguages() {
  // Prism's language files register themselves on a global Prism, as in the browser.
  Object.assign(globalThis, {Prism});
  for (const language of JSON.parse(fs.readFileSync(languagesFile, 'utf8'))) {
    require(`prismjs/components/prism-${language}`);
  }
  const grammars = Object.entries(Prism.languages).filter(
    ([, grammar]) => typeof grammar === 'object',
  );
  return new Set(['text', 'mermaid', ...grammars.map(([name]) => name)]);
}
