import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { MouseEvent, ReactNode } from 'react';
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
 * Pressing a submit button first blurs the field being typed in; validation on blur then shows that field's
 * message, which pushes the button down between mouse-down and mouse-up, and the click is lost. Keeping the
 * focus where it is on mouse-down (the button still gets its click, keyboards are unaffected) lets the submit
 * validate the whole form at once instead.
 */
function keepFocusOnSubmitPress(event: MouseEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement | null;
  if (target?.closest('button[type="submit"], button:not([type])')) event.preventDefault();
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
        <Form noValidate aria-label={ariaLabel} onMouseDown={keepFocusOnSubmitPress}>
          {typeof children === 'function' ? children(form) : children}
        </Form>
      )}
    </Formik>
  );
}
