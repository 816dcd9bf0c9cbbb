import { StyledButtonLink } from '../../features/ui/components/button';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <SimplePage>
      <StatePanel
        icon="search"
        title="404 Page Not Found"
        headingLevel="h1"
        message="The page you are looking for does not exist or has moved."
        actions={
          <>
            <StyledButtonLink to="/">Go Home</StyledButtonLink>
            <StyledButtonLink to="/projects" $variant="outline">
              Browse Projects
            </StyledButtonLink>
          </>
        }
      />
    </SimplePage>
  );
}
