import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

interface AppFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** A yup schema; its messages are shown under the fields as they are. */
  schema: AnyObjectSchema;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<void>;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  'aria-label'?: string;
}

/**
 * The app's one form wrapper: Formik with a yup schema, validation on change, blur and submit, and a native
 * <form noValidate> so the schema's messages (not the browser's) are what the user sees.
 */
export function AppForm<Values extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  children,
  'aria-label': ariaLabel,
}: AppFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      // Errors clear while typing, so a message never vanishes (and moves the submit button) on blur.
      validateOnChange
      validateOnBlur
    >
      {(form) => (
        <Form noValidate aria-label={ariaLabel}>
          {typeof children === 'function' ? children(form) : children}
        </Form>
      )}
    </Formik>
  );
}
