import React from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

export interface PictureProps {
  image: IGatsbyImageData;
  /** '' for a decorative picture (it is then hidden from assistive technology's image list). */
  alt: string;
  className?: string;
  /** 'eager' for pictures in the first screen, otherwise the browser waits until they are near. */
  loading?: 'eager' | 'lazy';
  /** The page's main picture (its banner, likely the largest thing painted): fetched first. */
  priority?: boolean;
  objectFit?: React.CSSProperties['objectFit'];
}

/** What makes the box its size before the picture arrives, as gatsby-plugin-image lays it out. */
function Sizer({ layout, width, height }: Pick<IGatsbyImageData, 'layout' | 'width' | 'height'>) {
  if (layout === 'fixed') return null;
  if (layout === 'fullWidth') return <div aria-hidden="true" style={{ aspectRatio: `${width} / ${height}` }} />;
  // Constrained: as wide as the picture at most, and no wider than the space it is in. An empty
  // canvas does that as the plugin's blank SVG picture did: a replaced element of that size, which
  // a narrow grid or flex track may shrink (a sized div would widen the track instead), without
  // the document a browser builds for each SVG picture.
  return (
    <div aria-hidden="true" style={{ maxWidth: width, display: 'block' }}>
      <canvas width={width} height={height} style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
    </div>
  );
}

/**
 * A responsive picture from an image processed at build time (the `gatsbyImageData` of a
 * file), as plain HTML: `<picture>` with the WebP and fallback sources, sized by its box
 * before it loads, lazy unless told otherwise. It keeps gatsby-plugin-image's class names, so
 * the plugin's layout rules and every stylesheet written for them still apply, but leaves out
 * what the plugin adds to each picture: an inline script, a `<noscript>` copy, a placeholder
 * layer and a fade-in. On a list of cards those were a third of the page's HTML, a script run
 * per picture while the page loaded, and a layer to composite each; and pictures React renders
 * in the browser (lists from the API) needed a server renderer loaded for them.
 */
export function Picture({ image, alt, className, loading = 'lazy', priority = false, objectFit }: PictureProps) {
  const { layout, width, height, backgroundColor, images } = image;
  const fallback = images.fallback;
  // A JPEG cannot be transparent: its dominant colour fills the box until it arrives. Other
  // formats may be (maps, badges), and a colour behind them would stay visible.
  const opaque = fallback?.src ? /\.jpe?g$/i.test(fallback.src) : false;
  const wrapperStyle: React.CSSProperties = {
    ...(layout === 'fixed' ? { width, height } : null),
    ...(opaque && backgroundColor ? { backgroundColor } : null),
  };
  return (
    <div className={`gatsby-image-wrapper${layout === 'constrained' ? ' gatsby-image-wrapper-constrained' : ''}${className ? ` ${className}` : ''}`} style={wrapperStyle}>
      <Sizer layout={layout} width={width} height={height} />
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} media={source.media} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          // A full-width picture's data is a ratio (width 1), not a size in pixels.
          width={layout === 'fullWidth' ? undefined : width}
          height={layout === 'fullWidth' ? undefined : height}
          alt={alt}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          style={objectFit ? { objectFit } : undefined}
        />
      </picture>
    </div>
  );
}
