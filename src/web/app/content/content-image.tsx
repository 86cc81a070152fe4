import type { SiteImage } from '#application/content-site/content-site-model.ts';

/**
 * Every content image carries its size (no layout shift), offers the browser its widths for the slot
 * it fills (`sizes`; none for a card's, offered by density), and loads lazily unless it is the page's lead.
 * No `decoding` hint: a lazy image is decoded when it nears the screen anyway, and the attribute on every
 * card cost home half a kilobyte of its 64 (decision 0088).
 */
export function ContentImage({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: SiteImage;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
