/**
 * The blog's tags page (theme-classic's, unchanged) with a description for search results and link
 * previews, which the theme's page does not set. Set through the blog plugin's
 * blogTagsListComponent option; the text is in i18n/en/code.json.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage, {type Props} from '@theme/BlogTagsListPage';

export default function DescribedTagsList(props: Props): ReactNode {
  const description = translate({
    id: 'site.blog.tags.description',
    message: 'Each tag of the Never Stop Learning blog gathers the posts about one topic.',
    description: 'The meta description of the blog tags page',
  });
  return (
    <>
      <PageMetadata description={description} />
      <BlogTagsListPage {...props} />
    </>
  );
}
