import { object, string, type InferType } from 'yup';

/** Accounts spec §5 (Contact): the messages are shown exactly as written here. */
export const contactSchema = object({
  name: string().trim().required('Name must be at least 2 characters').min(2, 'Name must be at least 2 characters'),
  email: string().trim().required('Please enter a valid email address').email('Please enter a valid email address'),
  phone: string().trim().optional(),
  subject: string()
    .trim()
    .required('Subject must be at least 5 characters')
    .min(5, 'Subject must be at least 5 characters'),
  message: string()
    .trim()
    .required('Message must be at least 10 characters')
    .min(10, 'Message must be at least 10 characters'),
});

export type ContactValues = InferType<typeof contactSchema>;

export const EMPTY_CONTACT: Required<{ [K in keyof ContactValues]: string }> = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};
