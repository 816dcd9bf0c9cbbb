import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { KycReviewPanel_ReviewFragment } from '../../../graphql/generated';
import { StyledButtonAnchor } from '../../ui/components/button';
import { StyledMuted } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { formatFileSize } from '../../kyc/kyc-files';
import { useKycDocument } from '../hooks/use-kyc-document';
import { documentDisplay, documentKindLabel } from '../kyc-review-rules';

type KycDocument = KycReviewPanel_ReviewFragment['documents'][number];

const StyledFigure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  min-width: 0;
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

// Fixed heights: documents arriving one after another do not push the decision buttons around.
const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: 280px;
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 420px;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledProblem = styled.p`
  display: grid;
  place-items: center;
  height: 120px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * One uploaded document, viewable in place: an image in <img>, a PDF in a frame (with a link to open it in a tab
 * of its own for browsers without a PDF viewer). The bytes come from the authorised document call.
 */
export function KycDocumentViewer({ document, owner }: { document: KycDocument; owner: string }) {
  const intl = useIntl();
  const { blobUrl, contentType, failed, loading } = useKycDocument(document.url);
  const label = documentKindLabel(document.kind, intl);
  const alt = intl.formatMessage({ id: 'adminKyc.documentOf' }, { document: label, owner });
  const display = documentDisplay(contentType ?? document.contentType);
  return (
    <StyledFigure data-testid={`kyc-document-${document.kind}`}>
      <figcaption>
        <span>{label}</span>
        <StyledMuted as="span">
          <FormattedMessage
            id="adminKyc.fileKind"
            values={{ kind: display === 'pdf' ? 'pdf' : 'image', size: formatFileSize(document.byteSize, intl.locale) }}
          />
        </StyledMuted>
        {blobUrl ? (
          <StyledButtonAnchor href={blobUrl} target="_blank" rel="noopener noreferrer" $variant="ghost" $size="sm">
            <FormattedMessage id="adminKyc.openInNewTab" />
          </StyledButtonAnchor>
        ) : null}
      </figcaption>
      {loading ? <StyledSkeleton $height={display === 'pdf' ? '420px' : '280px'} /> : null}
      {failed ? (
        <StyledProblem role="alert">
          <FormattedMessage id="adminKyc.documentFailed" />
        </StyledProblem>
      ) : null}
      {blobUrl && display === 'image' ? <StyledImage src={blobUrl} alt={alt} /> : null}
      {blobUrl && display === 'pdf' ? <StyledFrame src={blobUrl} title={alt} /> : null}
      {blobUrl && display === 'other' ? (
        <StyledProblem>
          <FormattedMessage id="adminKyc.documentCannotShow" />
        </StyledProblem>
      ) : null}
    </StyledFigure>
  );
}
