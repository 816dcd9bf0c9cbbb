import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { FeaturedProjects } from '../../features/landing/components/featured-projects';
import { Hero } from '../../features/landing/components/hero';
import { StatsBand } from '../../features/landing/components/stats-band';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HydrationSlice } from '../../lib/hydration-slice';

// Below the fold: its code and its calculator query wait until the top of the page is drawn.
const LandingSections = lazy(() => import('../../features/landing/components/landing-sections'));

/** Holds the sections' place while they load, so the footer stays out of sight. */
const StyledPlaceholder = styled.div`
  min-height: 100vh;
`;

export default function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HydrationSlice>
        <Hero />
      </HydrationSlice>
      <HydrationSlice>
        <StatsBand />
      </HydrationSlice>
      <HydrationSlice>
        <FeaturedProjects />
      </HydrationSlice>
      <Suspense fallback={<StyledPlaceholder aria-busy="true" />}>
        <LandingSections />
      </Suspense>
    </>
  );
}
