import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/components/icon';

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
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

interface ProjectImageProps {
  src: string | null | undefined;
  alt: string;
  height?: string;
  children?: ReactNode;
}

/** A project or unit picture; a branded gradient stands in when there is none or it fails to load. */
export function ProjectImage({ src, alt, height = '200px', children }: ProjectImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <StyledFrame $height={height}>
      {src && !failed ? (
        <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Icon name="building" size={48} label={alt} />
      )}
      {children ? <StyledOverlay>{children}</StyledOverlay> : null}
    </StyledFrame>
  );
}
