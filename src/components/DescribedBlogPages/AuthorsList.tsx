/**
 * The blog's authors page (theme-classic's, unchanged) with a description for search results and
 * link previews, which the theme's page does not set. Set through the blog plugin's
 * blogAuthorsListComponent option; the text is in i18n/en/code.json.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage, {type Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

export default function DescribedAuthorsList(props: Props): ReactNode {
  const description = translate({
    id: 'site.blog.authors.description',
    message: 'These are the people who write the Never Stop Learning blog, with their posts.',
    description: 'The meta description of the blog authors page',
  });
  return (
    <>
      <PageMetadata description={description} />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
