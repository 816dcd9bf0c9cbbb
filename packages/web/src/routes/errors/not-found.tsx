import { FormattedMessage, useIntl } from 'react-intl';
import { StyledButtonLink } from '../../features/ui/components/button';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  return (
    <MessagesArea area="errors">
      <NotFound />
    </MessagesArea>
  );
}

function NotFound() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'errors.notFound.documentTitle' }));
  return (
    <SimplePage>
      <StatePanel
        icon="search"
        title={intl.formatMessage({ id: 'errors.notFound.title' })}
        headingLevel="h1"
        message={intl.formatMessage({ id: 'errors.notFound.message' })}
        actions={
          <>
            <StyledButtonLink to="/">
              <FormattedMessage id="errors.notFound.home" />
            </StyledButtonLink>
            <StyledButtonLink to="/projects" $variant="outline">
              <FormattedMessage id="errors.notFound.browseProjects" />
            </StyledButtonLink>
          </>
        }
      />
    </SimplePage>
  );
}
