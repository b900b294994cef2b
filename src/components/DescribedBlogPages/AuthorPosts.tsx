/**
 * An author's page of the blog (theme-classic's, unchanged) whose description for search results
 * and link previews is the author's own, from blog/authors.yml; the theme shows it on the page but
 * does not set it as the page's description. Set through the blog plugin's
 * blogAuthorsPostsComponent option.
 */
import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage, {type Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

export default function DescribedAuthorPosts(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description={props.author.description} />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
