import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledContainer, StyledStack } from './layout-primitives';
import { StyledSkeleton } from './skeleton';

const StyledWrap = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

/** Shown while a route's code is loading. */
export function PageFallback() {
  const intl = useIntl();
  return (
    <StyledWrap aria-busy="true" aria-label={intl.formatMessage({ id: 'ui.loadingPage' })}>
      <StyledStack $gap="lg">
        <StyledSkeleton $height="2.25rem" $width="40%" />
        <StyledSkeleton $height="1rem" $width="70%" />
        <StyledSkeleton $height="240px" />
      </StyledStack>
    </StyledWrap>
  );
}
