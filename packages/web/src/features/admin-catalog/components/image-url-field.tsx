import { useField, useFormikContext } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextField } from '../../forms/components/fields';
import { formatFieldMessage } from '../../forms/field-message';
import { StyledLabel } from '../../ui/components/native-select';
import { isImageAddress } from '../form-rules';
import { useImageUpload } from '../hooks/use-image-upload';
import { IMAGE_UPLOAD_ACCEPT } from '../image-upload';

const StyledUpload = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: -${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFileInput = styled.input`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-inline-size: 100%;
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPreview = styled.img`
  display: block;
  inline-size: 160px;
  max-inline-size: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

interface ImageUrlFieldProps {
  name: string;
  placeholder: string;
}

/**
 * "Image upload or URL" (issue 11 item 1): the Image URL field, and beside it a file picker that uploads the
 * picture (POST /api/uploads/images) and puts the answered address in the field. A small preview shows the
 * current address; the server's refusal (too large, wrong type) appears under the picker.
 */
export function ImageUrlField({ name, placeholder }: ImageUrlFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [field] = useField<string>(name);
  const { setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const { upload, uploading } = useImageUpload();
  const [error, setError] = useState<string | null>(null);
  const address = (field.value ?? '').trim();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    const outcome = await upload(file);
    // The same file may be picked again after a refusal.
    input.value = '';
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    await setFieldValue(name, outcome.url);
    await setFieldTouched(name, true, false);
  };

  return (
    <>
      <TextField
        name={name}
        label={intl.formatMessage({ id: 'adminCatalog.image.url' })}
        placeholder={placeholder}
        autoComplete="off"
        hint={intl.formatMessage({ id: 'adminCatalog.image.urlHint' })}
      />
      <StyledUpload>
        <StyledRow>
          <StyledLabel htmlFor={id}>
            <FormattedMessage id="adminCatalog.image.upload" />
          </StyledLabel>
          <StyledFileInput
            id={id}
            type="file"
            accept={IMAGE_UPLOAD_ACCEPT}
            disabled={uploading}
            aria-describedby={`${id}-status`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void onPick(event)}
          />
        </StyledRow>
        <div id={`${id}-status`}>
          {uploading ? (
            <StyledStatus role="status">
              <FormattedMessage id="adminCatalog.image.uploading" />
            </StyledStatus>
          ) : error ? (
            <StyledError role="alert" data-testid="image-upload-error">
              {formatFieldMessage(intl, error)}
            </StyledError>
          ) : (
            <StyledStatus>
              <FormattedMessage id="adminCatalog.image.accepted" />
            </StyledStatus>
          )}
        </div>
        {address && isImageAddress(address) ? (
          <StyledPreview
            src={address}
            alt={intl.formatMessage({ id: 'adminCatalog.image.preview' })}
            data-testid="image-preview"
          />
        ) : null}
      </StyledUpload>
    </>
  );
}
