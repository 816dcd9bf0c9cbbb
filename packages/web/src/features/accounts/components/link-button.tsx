import type { MouseEvent } from 'react';
import styled from 'styled-components';

/**
 * A button that reads as a link (an action on the same page, such as going back a step). Pressing it does not take
 * the focus from the field being typed in: that blur would validate the field, and the message appearing above
 * would move this button away before the click lands.
 */
export const StyledLinkButton = styled.button.attrs({
  type: 'button',
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
})`
  border: 0;
  padding: 0;
  background: transparent;
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
`;
