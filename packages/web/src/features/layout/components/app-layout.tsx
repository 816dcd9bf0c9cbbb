import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageFallback } from '../../ui/components/page-fallback';
import { Footer } from './footer';
import { Header } from './header';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledMain = styled.main`
  flex: 1;
  min-width: 0;
`;

/** The shared shell: header, the page, footer. Account pages (/signin, /signup, /forgot-password) sit outside it. */
export function AppLayout() {
  const { pathname } = useLocation();
  // A new page starts at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <StyledShell>
      <Header />
      <StyledMain id="main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </StyledMain>
      <Footer />
    </StyledShell>
  );
}
