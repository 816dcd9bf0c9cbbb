import { useId, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';
import type { FaqItem } from '../faq-items';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledItem = styled.div<{ $open: boolean }>`
  border: 1px solid ${({ theme, $open }) => ($open ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

// Questions come right under the page's h1.
const StyledQuestionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledQuestion = styled.button<{ $open: boolean }>`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    transition: transform 0.2s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const StyledAnswer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A single-open collapsible list: opening a question closes the one that was open. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <StyledList>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <StyledItem key={item.question} $open={open} data-testid="faq-item">
            <StyledQuestionHeading>
              <StyledQuestion
                id={buttonId}
                $open={open}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.question}
                <Icon name="chevronDown" />
              </StyledQuestion>
            </StyledQuestionHeading>
            {open ? (
              <StyledAnswer id={panelId} role="region" aria-labelledby={buttonId}>
                {item.answer}
              </StyledAnswer>
            ) : null}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
