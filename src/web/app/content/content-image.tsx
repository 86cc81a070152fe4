import type { SiteImage } from '../../../application/content-site/content-site-model.ts';

/** Every content image carries its size (no layout shift) and loads lazily unless it is the page's lead. */
export function ContentImage({
  image,
  eager = false,
  className,
}: {
  image: SiteImage;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
