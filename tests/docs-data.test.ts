import {beforeAll, describe, expect, it} from 'vitest';
import {categoryRoutes, docSidebars, sidebarIds} from './support/spec';
import {assertBuilt, docsGlobalData} from './support/build';

beforeAll(assertBuilt);

describe('docs global data', () => {
  it('has one version, "current", labelled "Next", at /docs', () => {
    const data = docsGlobalData();
    expect(data.path).toBe('/docs');
    expect(data.versions).toHaveLength(1);
    const [version] = data.versions;
    expect(version).toMatchObject({name: 'current', label: 'Next', path: '/docs'});
  });

  it('has fundamentals/intro as its main doc', () => {
    expect(docsGlobalData().versions[0].mainDocId).toBe('fundamentals/intro');
  });

  it('has exactly the eleven sidebars of the spec, in order', () => {
    const {sidebars} = docsGlobalData().versions[0];
    expect(Object.keys(sidebars)).toEqual([...sidebarIds]);
    for (const sidebar of Object.values(sidebars)) {
      expect(sidebar.link?.path).toMatch(/^\/docs\//);
      expect(sidebar.link?.label).toBeTruthy();
    }
  });

  it('ties each doc to the sidebar the spec names, and /docs/intro to none', () => {
    const docs = docsGlobalData().versions[0].docs.filter((doc) => !doc.id.startsWith('/category/'));
    const actual = Object.fromEntries(docs.map((doc) => [doc.id, doc.sidebar ?? null]));
    expect(actual).toEqual(docSidebars);
    for (const doc of docs) expect(doc.path).toBe(`/docs/${doc.id}`);
  });

  it('lists the ten category index pages, each in its track sidebar', () => {
    const categories = docsGlobalData().versions[0].docs.filter((doc) => doc.id.startsWith('/category/'));
    expect(categories.map((doc) => doc.path).sort()).toEqual([...categoryRoutes].sort());
    for (const category of categories) expect(category.sidebar).toMatch(/Sidebar$/);
  });
});
