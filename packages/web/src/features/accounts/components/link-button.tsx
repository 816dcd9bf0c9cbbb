import styled from 'styled-components';

/** A button that reads as a link (an action on the same page, such as going back a step). */
export const StyledLinkButton = styled.button.attrs({ type: 'button' })`
  border: 0;
  padding: 0;
  background: transparent;
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
`;
