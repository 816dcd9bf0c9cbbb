import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';
import { bundledImageSrcSet, IMAGE_SIZES } from '../bundled-image';

const StyledFrame = styled.div<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  overflow: hidden;
  background: ${({ theme }) =>
    `linear-gradient(135deg, ${theme.colors.imageFallbackFrom}, ${theme.colors.imageFallbackTo})`};
  color: ${({ theme }) => theme.colors.textInverse};
  display: grid;
  place-items: center;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledOverlay = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  inset-inline: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The covers are drawn at 16:9 (scripts/project-art.mjs); the frame crops them to its own height. */
const INTRINSIC = { width: 800, height: 450 };

interface ProjectImageProps {
  src: string | null | undefined;
  alt: string;
  height?: string;
  /** How wide the frame is at each viewport width (the `sizes` attribute): picks the variant a bundled cover loads. */
  sizes?: string;
  /**
   * The page's largest picture, visible on arrival (the Largest Contentful Paint): fetched at once and first,
   * not lazily when the browser gets round to it.
   */
  priority?: boolean;
  children?: ReactNode;
}

/**
 * A project or unit picture; a branded gradient stands in when there is none or it fails to load. A cover the web
 * app ships comes as AVIF in the width the frame needs (its SVG is the fallback for a browser without AVIF); an
 * administrator's image URL is loaded as it is.
 */
export function ProjectImage({
  src,
  alt,
  height = '200px',
  sizes = IMAGE_SIZES.card,
  priority = false,
  children,
}: ProjectImageProps) {
  const [failed, setFailed] = useState(false);
  const avifSrcSet = src ? bundledImageSrcSet(src) : null;
  const image =
    src && !failed ? (
      <img
        src={src}
        alt={alt}
        width={INTRINSIC.width}
        height={INTRINSIC.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        onError={() => setFailed(true)}
      />
    ) : null;
  return (
    <StyledFrame $height={height}>
      {image && avifSrcSet ? (
        <picture>
          <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />
          {image}
        </picture>
      ) : (
        (image ?? <Icon name="building" size={48} label={alt} />)
      )}
      {children ? <StyledOverlay>{children}</StyledOverlay> : null}
    </StyledFrame>
  );
}
