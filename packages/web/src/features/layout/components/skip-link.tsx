import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledSkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.md};
  top: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  /* Out of sight until it has keyboard focus. */
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

/** The first stop of the Tab order: jumps past the header to the page's main content. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Focus the target itself: following '#main' alone would only scroll, and would add a history entry.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <StyledSkipLink href={`#${targetId}`} onClick={onClick}>
      <FormattedMessage id="nav.skipToContent" />
    </StyledSkipLink>
  );
}
