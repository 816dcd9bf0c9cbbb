import { ActionPanel } from '../../ui/components/action-panel';
import { StyledButtonLink } from '../../ui/components/button';

/** Shown to signed-in investors while online interest submissions are not open yet. */
export function InterestByMessage({ projectTitle }: { projectTitle: string }) {
  return (
    <ActionPanel
      icon="mail"
      title="Talk to Our Team"
      testId="interest-by-message"
      actions={<StyledButtonLink to="/contact">Contact Us</StyledButtonLink>}
    >
      Online interest submissions open soon. Until then, send us a message naming {projectTitle} and the amount you have
      in mind, and we&apos;ll contact you within 24 hours.
    </ActionPanel>
  );
}
