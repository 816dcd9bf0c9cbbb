import type { IntlShape } from 'react-intl';
import { object, string, type InferType } from 'yup';

/** Accounts spec §5 (Contact): the messages, in the interface language (`contact.error.*` in the `contact` area). */
export const contactSchema = (intl: Pick<IntlShape, 'formatMessage'>) => {
  const m = (id: string) => intl.formatMessage({ id: `contact.error.${id}` });
  return object({
    name: string().trim().required(m('name')).min(2, m('name')),
    email: string().trim().required(m('email')).email(m('email')),
    phone: string().trim().optional(),
    subject: string().trim().required(m('subject')).min(5, m('subject')),
    message: string().trim().required(m('message')).min(10, m('message')),
  });
};

export type ContactValues = InferType<ReturnType<typeof contactSchema>>;

export const EMPTY_CONTACT: Required<{ [K in keyof ContactValues]: string }> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};
