import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageFallback } from '../../ui/components/page-fallback';
import { Footer } from './footer';
import { Header } from './header';
import { SkipLink } from './skip-link';
import { HydrationSlice } from '../../../lib/hydration-slice';

const MAIN_ID = 'main';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledMain = styled.main`
  flex: 1;
  min-width: 0;
  /* At least a screen tall, so the footer starts below the fold and a page that grows as it loads never
     pushes it through the viewport (that shift cost 0.41 CLS). */
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  &:focus {
    outline: none;
  }
`;

/** The shared shell: header, the page, footer. Account pages (/signin, /signup, /forgot-password) sit outside it. */
export function AppLayout() {
  const { pathname } = useLocation();
  // A new page starts at its top (focus moves to its heading: useFocusHeadingOnNavigate in AppRoutes).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <StyledShell>
      <SkipLink targetId={MAIN_ID} />
      <HydrationSlice>
        <Header />
      </HydrationSlice>
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </StyledMain>
      <HydrationSlice>
        <Footer />
      </HydrationSlice>
    </StyledShell>
  );
}
