import { useQuery } from '@tanstack/react-query';
import VideoIcon from 'lucide-react/icons/video';
import { useId, useState } from 'react';
import { useDocumentTitle } from '#lib/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { ARTICLES } from '../content/articles';
import { COURSES, FEATURED_COURSE_IDS } from '../content/courses';
import { ArticleCard } from '../components/article-card';
import { CardGrid, CourseSection, type ProgressLookup } from '../components/course-sections';
import { courseProgressQueryOptions } from '../api/learn-queries';
import { progressByCourse } from '../lib/course-progress';
import { LoadError } from '#ui/load-error';
import { ComingSoonPanel, NoResults } from '#ui/empty-states';
import { SearchBox } from '#ui/search-box';
import { learnView } from '../lib/learn-search';
import { resultsSummary } from '../lib/learn-format';

/** /learn (docs/product.md §2): static courses with the person's own progress, articles, search, and webinars still to come. */
export function LearnPage() {
  useDocumentTitle('Learn');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const view = learnView(COURSES, FEATURED_COURSE_IDS, ARTICLES, query);
  const progressQuery = useQuery(courseProgressQueryOptions());
  const progress: ProgressLookup = progressQuery.data
    ? { status: 'ready', byCourse: progressByCourse(progressQuery.data) }
    : { status: progressQuery.isError ? 'unknown' : 'loading' };

  const clearSearch = () => {
    setQuery('');
    document.getElementById(searchId)?.focus();
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Learn</h1>
        <p className="text-muted-foreground">Courses and articles on the protocols you track, from first steps to fine-tuning.</p>
      </header>
      <SearchBox
        id={searchId}
        label="Search courses and articles"
        placeholder="Search by title, topic or category"
        value={query}
        onChange={setQuery}
      />
      <p role="status" className={view.isSearching ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {view.isSearching ? resultsSummary(view.courses.length, view.articles.length) : ''}
      </p>
      <Tabs defaultValue="courses">
        <TabsList aria-label="Learning content">
          <TabsTrigger value="courses">Courses</TabsTrigger>
          <TabsTrigger value="articles">Articles</TabsTrigger>
          <TabsTrigger value="webinars">Webinars</TabsTrigger>
        </TabsList>
        <TabsContent value="courses" className="space-y-8">
          {progressQuery.isError ? (
            <LoadError
              message="Failed to load your course progress. Please try again."
              onRetry={() => void progressQuery.refetch()}
              isRetrying={progressQuery.isFetching}
            />
          ) : null}
          {view.featured.length > 0 ? (
            <CourseSection id="featured-courses" title="Featured Courses" courses={view.featured} progress={progress} isFeatured />
          ) : null}
          {view.courses.length > 0 ? (
            <CourseSection id="all-courses" title="All Courses" courses={view.courses} progress={progress} />
          ) : (
            <NoResults
              hint="Try a different word, such as a topic like fasting or sleep, or clear the search."
              what="courses"
              query={query}
              onClear={clearSearch}
            />
          )}
        </TabsContent>
        <TabsContent value="articles">
          <h2 className="sr-only">Articles</h2>
          {view.articles.length > 0 ? (
            <CardGrid columns={2}>
              {view.articles.map((article) => (
                <li key={article.title}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </CardGrid>
          ) : (
            <NoResults
              hint="Try a different word, such as a topic like fasting or sleep, or clear the search."
              what="articles"
              query={query}
              onClear={clearSearch}
            />
          )}
        </TabsContent>
        <TabsContent value="webinars">
          <ComingSoonPanel Icon={VideoIcon} message="Webinars feature coming soon!" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
