import { useField, useFormikContext } from 'formik';
import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FormServerStatus } from '../../forms/server-errors';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledLabel } from '../../ui/components/native-select';
import {
  acceptFor,
  checkKycFile,
  formatFileSize,
  kycFileLabel,
  kycFileProblemText,
  KYC_FILE_RULES,
  readFileHead,
  type KycFileField,
  type KycPickedFile,
} from '../kyc-files';

/** After a required document's name: a sign, the same in every language (as the form fields write it). */
const REQUIRED_MARK = ' *';
/** The badge of a PDF's preview: the format's name, the same in every language. */
const PDF_BADGE = 'PDF';

/** Object URLs of the thumbnails, released when a file is replaced and when the wizard goes away. */
export interface PreviewUrls {
  create(file: Blob): string;
  release(url: string): void;
  releaseAll(): void;
}

export function createPreviewUrls(): PreviewUrls {
  const urls = new Set<string>();
  return {
    create(file) {
      const url = URL.createObjectURL(file);
      urls.add(url);
      return url;
    },
    release(url) {
      if (urls.delete(url)) URL.revokeObjectURL(url);
    },
    releaseAll() {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    },
  };
}

const StyledField = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

// The native input stays in the page (keyboard, screen readers, automation) but is drawn by the label after it.
const StyledInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
  &:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const StyledPickRow = styled.div`
  position: relative;
  display: grid;
`;

const StyledPickButton = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledPdf = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFileName = styled.div`
  flex: 1;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The server's field messages are phrased after the field ('must be a JPEG, …'): put the label in front. */
const withLabel = (label: string, message: string) => (/^[a-z]/.test(message) ? `${label} ${message}` : message);

/**
 * One document of step 5: a file picker, the picked file's preview (a thumbnail, or a PDF badge with the
 * name and size), Remove, and a message under it. The type (from the first bytes) and size are checked as soon
 * as a file is picked; a refused file is not kept.
 */
export function KycFileInput({ name, previews }: { name: KycFileField; previews: PreviewUrls }) {
  const rule = KYC_FILE_RULES[name];
  const intl = useIntl();
  const label = kycFileLabel(intl, name);
  const id = useId();
  const [{ value }, , helpers] = useField<KycPickedFile | null>(name);
  const status = useFormikContext<unknown>().status as FormServerStatus | undefined;
  const [pickError, setPickError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const server = status?.serverFields?.[name];
  const error = pickError ?? (server && server.value === value ? withLabel(label, server.message) : null);
  const describedBy = [`${id}-hint`, value ? `${id}-file` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');

  const replace = (next: KycPickedFile | null) => {
    if (value?.previewUrl) previews.release(value.previewUrl);
    void helpers.setValue(next, false);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Forget the native selection: the picked file lives in the form, and the same file may be picked again.
    input.value = '';
    if (!file) return;
    setChecking(true);
    try {
      const check = checkKycFile(name, file, await readFileHead(file));
      if (!check.ok) {
        setPickError(kycFileProblemText(intl, name, check.problem));
        replace(null);
        return;
      }
      setPickError(null);
      const previewUrl = check.contentType === 'application/pdf' ? null : previews.create(file);
      replace({ file, contentType: check.contentType, previewUrl });
    } catch {
      setPickError(intl.formatMessage({ id: 'kyc.file.problem.unreadable' }, { label }));
      replace(null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <StyledField data-invalid={error ? 'true' : undefined} data-testid={`kyc-file-${name}`}>
      <StyledLabel htmlFor={id}>
        {label}
        {rule.required ? REQUIRED_MARK : <> {intl.formatMessage({ id: 'kyc.file.optional' })}</>}
      </StyledLabel>
      <StyledHint id={`${id}-hint`}>
        <FormattedMessage id={rule.hintId} />
      </StyledHint>
      {value ? (
        <StyledPreview id={`${id}-file`}>
          {value.previewUrl ? (
            <img
              src={value.previewUrl}
              alt={intl.formatMessage({ id: 'kyc.file.preview' }, { label })}
              width={64}
              height={64}
            />
          ) : (
            <StyledPdf aria-hidden="true">
              <Icon name="file" size={22} />
              {PDF_BADGE}
            </StyledPdf>
          )}
          <StyledFileName>
            <strong>{value.file.name}</strong>
            <span>
              <FormattedMessage
                id="kyc.file.kind"
                values={{
                  kind: value.contentType === 'application/pdf' ? 'pdf' : 'image',
                  size: formatFileSize(value.file.size, intl.locale),
                }}
              />
            </span>
          </StyledFileName>
          <StyledButton
            $variant="ghost"
            $size="sm"
            onClick={() => replace(null)}
            aria-label={intl.formatMessage({ id: 'kyc.file.removeLabel' }, { label })}
          >
            <FormattedMessage id="kyc.file.remove" />
          </StyledButton>
        </StyledPreview>
      ) : null}
      <StyledPickRow>
        <StyledInput
          id={id}
          type="file"
          name={name}
          accept={acceptFor(rule)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={rule.required ? true : undefined}
          onChange={(event) => void onChange(event)}
        />
        <StyledPickButton htmlFor={id} aria-hidden="true">
          <Icon name="file" size={16} />
          <FormattedMessage id={checking ? 'kyc.file.checking' : value ? 'kyc.file.replace' : 'kyc.file.choose'} />
        </StyledPickButton>
      </StyledPickRow>
      {error ? (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
