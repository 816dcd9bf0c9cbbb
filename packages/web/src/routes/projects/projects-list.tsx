import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ProjectCard } from '../../features/projects/components/project-card';
import { ProjectCardSkeletons } from '../../features/projects/components/project-card-skeleton';
import { ProjectFilterBar } from '../../features/projects/components/project-filter-bar';
import { useProjectPages } from '../../features/projects/hooks/use-project-pages';
import {
  ALL_LOCATIONS,
  ALL_TYPES,
  ANY_MIN_INVESTMENT,
  EMPTY_FILTERS,
  toProjectFilter,
  type ProjectFilterState,
} from '../../features/projects/project-filters';
import { StyledButton } from '../../features/ui/components/button';
import {
  StyledContainer,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledPageTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HydrationSlice } from '../../lib/hydration-slice';

/** A line's height before the count is known (a no-break space: nothing to read or translate). */
const HOLD_LINE = '\u00a0';

const StyledPage = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

// Filters live in the address (?q=&location=&type=&min=) so a filtered list can be shared and the back
// button restores it.
function readFilters(params: URLSearchParams): ProjectFilterState {
  return {
    search: params.get('q') ?? EMPTY_FILTERS.search,
    location: params.get('location') ?? ALL_LOCATIONS,
    projectType: params.get('type') ?? ALL_TYPES,
    minInvestment: params.get('min') ?? ANY_MIN_INVESTMENT,
  };
}

function writeFilters(state: ProjectFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.location !== ALL_LOCATIONS) params.set('location', state.location);
  if (state.projectType !== ALL_TYPES) params.set('type', state.projectType);
  if (state.minInvestment !== ANY_MIN_INVESTMENT) params.set('min', state.minInvestment);
  return params;
}

// Its own chunk, loaded once the first page is drawn: the list's first visit stays within its budget.
const LoadMore = lazy(() => import('../../features/projects/components/load-more'));

export default function ProjectsListPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'nav.projects' }));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const filter = useMemo(() => toProjectFilter(filters), [filters]);
  const { projects, totalCount, hasMore, loading, loadingMore, error, loadMoreError, loadMore, refetch } =
    useProjectPages(filter);

  const onChange = useCallback(
    (next: ProjectFilterState) => setParams(writeFilters(next), { replace: true }),
    [setParams],
  );
  const onClear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  let content;
  if (loading && !projects) {
    content = (
      <StyledGrid aria-busy="true" aria-label={intl.formatMessage({ id: 'projects.loading' })}>
        <ProjectCardSkeletons count={6} />
      </StyledGrid>
    );
  } else if (error && !projects) {
    content = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'projects.failedTitle' })}
        message={intl.formatMessage({ id: 'projects.failedMessage' })}
        actions={
          <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="common.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (!projects || projects.length === 0) {
    content = (
      <StatePanel
        icon="search"
        title={intl.formatMessage({ id: 'projects.emptyTitle' })}
        message={intl.formatMessage({ id: 'projects.emptyMessage' })}
        actions={
          <StyledButton $variant="outline" onClick={onClear}>
            <FormattedMessage id="projects.clearFilters" />
          </StyledButton>
        }
      />
    );
  } else {
    content = (
      <>
        <StyledGrid aria-busy={loading || loadingMore}>
          {projects.map((project, index) => (
            <HydrationSlice key={project.id}>
              <ProjectCard project={project} headingLevel="h2" priority={index === 0} />
            </HydrationSlice>
          ))}
        </StyledGrid>
        {hasMore && (
          <Suspense fallback={null}>
            <LoadMore onLoadMore={loadMore} loading={loadingMore} failed={loadMoreError !== null} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <StyledPage>
      <StyledStack $gap="xl">
        <StyledStack $gap="sm">
          <StyledPageTitle>
            <FormattedMessage id="projects.title" />
          </StyledPageTitle>
          <StyledLead>
            <FormattedMessage id="projects.lead" />
          </StyledLead>
        </StyledStack>
        <HydrationSlice>
          <ProjectFilterBar value={filters} onChange={onChange} onClear={onClear} />
        </HydrationSlice>
        {/* Always there (its line is held while loading) so the cards below do not move when the count arrives. */}
        <StyledMuted aria-live="polite" data-testid="project-count">
          {projects
            ? projects.length < (totalCount ?? 0)
              ? intl.formatMessage({ id: 'projects.countOf' }, { shown: projects.length, count: totalCount ?? 0 })
              : intl.formatMessage({ id: 'projects.count' }, { count: projects.length })
            : loading
              ? intl.formatMessage({ id: 'projects.loadingCount' })
              : HOLD_LINE}
        </StyledMuted>
        {content}
      </StyledStack>
    </StyledPage>
  );
}
