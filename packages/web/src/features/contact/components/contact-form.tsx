import styled from 'styled-components';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { site } from '../../site/site-info';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { contactSchema, EMPTY_CONTACT } from '../contact-schema';
import { useSendContact } from '../hooks/use-send-contact';

const StyledTwoColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export function ContactForm() {
  const send = useSendContact();
  const toast = useToast();
  return (
    <AppForm
      initialValues={EMPTY_CONTACT}
      schema={contactSchema}
      aria-label="Contact form"
      onSubmit={async (values, helpers) => {
        try {
          await send({
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
          });
          toast({
            title: 'Message Sent',
            description: "Thank you for contacting us. We'll get back to you within 24 hours.",
            variant: 'success',
          });
          helpers.resetForm();
        } catch {
          toast({
            title: 'Failed to Send',
            description: `Please try again or contact us directly at ${site.email}`,
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          <StyledTwoColumns>
            <TextField name="name" label="Full Name" required autoComplete="name" />
            <TextField name="email" label="Email Address" type="email" required autoComplete="email" />
          </StyledTwoColumns>
          <StyledTwoColumns>
            <TextField name="phone" label="Phone Number (optional)" type="tel" autoComplete="tel" />
            <TextField name="subject" label="Subject" required />
          </StyledTwoColumns>
          <TextField name="message" label="Message" multiline required />
          <StyledButton type="submit" $block disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send Message'}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}
