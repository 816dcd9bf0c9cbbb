import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { DeveloperCard } from '../../features/developers/components/developer-card';
import { useDevelopers } from '../../features/developers/hooks/use-developers';
import { StyledButton, StyledButtonLink } from '../../features/ui/components/button';
import {
  StyledCard,
  StyledContainer,
  StyledGrid,
  StyledLead,
  StyledPageTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { StyledSkeleton } from '../../features/ui/components/skeleton';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagesArea } from '../../i18n/messages-area';
import { HydrationSlice } from '../../lib/hydration-slice';

const StyledPage = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledPartner = styled(StyledCard)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

function DeveloperSkeletons() {
  const intl = useIntl();
  return (
    <StyledGrid $min="320px" aria-busy="true" aria-label={intl.formatMessage({ id: 'developers.loading' })}>
      {Array.from({ length: 3 }, (_, i) => (
        <StyledCard key={i}>
          <StyledStack>
            <StyledSkeleton $height="56px" $width="56px" />
            <StyledSkeleton $height="1.3rem" $width="60%" />
            <StyledSkeleton $height="3rem" />
            <StyledSkeleton $height="4rem" />
            <StyledSkeleton $height="5rem" />
          </StyledStack>
        </StyledCard>
      ))}
    </StyledGrid>
  );
}

/** The page's text is the `developers` area (docs/i18n.md), loaded with the route. */
export default function DevelopersPage() {
  return (
    <MessagesArea area="developers">
      <DevelopersContent />
    </MessagesArea>
  );
}

function DevelopersContent() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'nav.developers' }));
  const { developers, loading, error, refetch } = useDevelopers();

  let content;
  if (loading && !developers) content = <DeveloperSkeletons />;
  else if (error && !developers)
    content = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'developers.failedTitle' })}
        message={intl.formatMessage({ id: 'projects.failedMessage' })}
        actions={
          <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="common.tryAgain" />
          </StyledButton>
        }
      />
    );
  else if (!developers || developers.length === 0)
    content = (
      <StatePanel
        icon="building"
        title={intl.formatMessage({ id: 'developers.emptyTitle' })}
        message={intl.formatMessage({ id: 'developers.emptyMessage' })}
      />
    );
  else
    content = (
      <StyledGrid $min="320px">
        {developers.map((developer) => (
          <HydrationSlice key={developer.id}>
            <DeveloperCard developer={developer} />
          </HydrationSlice>
        ))}
      </StyledGrid>
    );

  return (
    <StyledPage>
      <StyledStack $gap="xl">
        <StyledHead>
          <StyledStack $gap="sm">
            <StyledPageTitle>
              <FormattedMessage id="developers.title" />
            </StyledPageTitle>
            <StyledLead>
              <FormattedMessage id="developers.lead" />
            </StyledLead>
          </StyledStack>
          <StyledButtonLink to="/contact">
            <FormattedMessage id="developers.becomePartner" />
          </StyledButtonLink>
        </StyledHead>
        {content}
        <StyledPartner>
          <div>
            <h2>
              <FormattedMessage id="developers.partnerTitle" />
            </h2>
            <p>
              <FormattedMessage id="developers.partnerText" />
            </p>
          </div>
          <StyledButtonLink to="/contact" $variant="outline">
            <FormattedMessage id="developers.partnerWithUs" />
          </StyledButtonLink>
        </StyledPartner>
      </StyledStack>
    </StyledPage>
  );
}
