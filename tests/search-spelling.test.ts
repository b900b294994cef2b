/**
 * Spelling correction of search queries (src/components/Search/spelling.ts) and the vocabulary the
 * build gives it (src/plugins/pagefind.ts): what a reader's misspelt query is searched as.
 */
import {describe, expect, it} from 'vitest';
import {correctQuery} from '../src/components/Search/spelling';
import {vocabularyOf} from '../src/plugins/pagefind';

const site = [
  'execution',
  'policy',
  'state',
  'python',
  'kubernetes',
  'env',
  'environment',
  'rebase',
];

describe('a query the site has no words for', () => {
  it('is searched with the closest word the site uses', () => {
    expect(correctQuery('execution polcy', site)).toBe('execution policy');
  });

  it('counts two swapped neighbour letters as one edit', () => {
    expect(correctQuery('satte', site)).toBe('state');
  });

  it('allows two edits in a word of six letters or more, one in a shorter word', () => {
    expect(correctQuery('kubrnets', site)).toBe('kubernetes');
    expect(correctQuery('rbse', site)).toBeNull();
  });

  it('takes the more frequent of two equally close words (the vocabulary comes most frequent first)', () => {
    expect(correctQuery('stare', ['state', 'stake'])).toBe('state');
  });
});

describe('a query left as the reader typed it', () => {
  it('has only words of the site, beginnings of them, or them with -s or -es', () => {
    expect(correctQuery('Kubernetes envs environ polic', site)).toBeNull();
  });

  it('has only words of fewer than four letters, words with digits, or words far from any', () => {
    expect(correctQuery('enx pyth0n zqxjvwk', site)).toBeNull();
  });
});

it('the vocabulary is the words of three letters or more, lower case, most frequent first', () => {
  expect(vocabularyOf(['Zones in data hold data.', 'More zones and zones.'])).toEqual([
    'zones',
    'data',
    'and',
    'hold',
    'more',
  ]);
});
