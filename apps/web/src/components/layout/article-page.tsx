import type { ReactNode } from 'react';
import { ArticleSections, type ArticleSection } from './article';
import { Page } from './page';

/** The shape shared by the text-only pages (About, Community, Privacy, Terms, Stories, the guides). */
export function ArticlePage({
  testId,
  title,
  intro,
  sections,
  examplesLabel,
  before,
  after,
}: {
  testId: string;
  title: string;
  intro: string;
  sections: ArticleSection[];
  examplesLabel?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Page title={title} intro={intro} testId={testId}>
      {before}
      <ArticleSections sections={sections} examplesLabel={examplesLabel} />
      {after}
    </Page>
  );
}
