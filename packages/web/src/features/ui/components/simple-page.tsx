import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledContainer, StyledLead, StyledPageTitle, StyledStack } from './layout-primitives';

const StyledPage = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

/** A page under the shared layout with a title, an optional lead line and content. */
export function SimplePage({ title, lead, children }: { title?: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <StyledPage>
      <StyledStack $gap="xl">
        {title ? (
          <StyledStack $gap="sm">
            <StyledPageTitle>{title}</StyledPageTitle>
            {lead ? <StyledLead>{lead}</StyledLead> : null}
          </StyledStack>
        ) : null}
        {children}
      </StyledStack>
    </StyledPage>
  );
}
