import { useField, useFormikContext } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../forms/components/fields';
import { StyledLabel } from '../../ui/components/native-select';
import { isImageAddress } from '../form-rules';
import { useImageUpload } from '../hooks/use-image-upload';
import { IMAGE_UPLOAD_ACCEPT } from '../image-upload';

const StyledUpload = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: -${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFileInput = styled.input`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 100%;
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
  width: 160px;
  max-width: 100%;
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
        label="Image URL"
        placeholder={placeholder}
        autoComplete="off"
        hint="An address of a published image, or upload one below."
      />
      <StyledUpload>
        <StyledRow>
          <StyledLabel htmlFor={id}>Upload image</StyledLabel>
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
            <StyledStatus role="status">Uploading…</StyledStatus>
          ) : error ? (
            <StyledError role="alert" data-testid="image-upload-error">
              {error}
            </StyledError>
          ) : (
            <StyledStatus>JPEG, PNG, WebP or AVIF, at most 5 MB.</StyledStatus>
          )}
        </div>
        {address && isImageAddress(address) ? (
          <StyledPreview src={address} alt="Preview of the image" data-testid="image-preview" />
        ) : null}
      </StyledUpload>
    </>
  );
}
