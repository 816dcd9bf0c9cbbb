import { useMemo } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `contact.form.${id}` }, values);
  const schema = useMemo(() => contactSchema(intl), [intl]);
  return (
    <AppForm
      initialValues={EMPTY_CONTACT}
      schema={schema}
      aria-label={t('label')}
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
            title: t('sentTitle'),
            description: t('sent'),
            variant: 'success',
          });
          helpers.resetForm();
        } catch {
          toast({
            title: t('failedTitle'),
            description: t('failed', { email: site.email }),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          <StyledTwoColumns>
            <TextField name="name" label={t('name')} required autoComplete="name" />
            <TextField name="email" label={t('email')} type="email" required autoComplete="email" />
          </StyledTwoColumns>
          <StyledTwoColumns>
            <TextField name="phone" label={t('phone')} type="tel" autoComplete="tel" />
            <TextField name="subject" label={t('subject')} required />
          </StyledTwoColumns>
          <TextField name="message" label={t('message')} multiline required />
          <StyledButton type="submit" $block disabled={isSubmitting}>
            {t(isSubmitting ? 'sending' : 'send')}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}
