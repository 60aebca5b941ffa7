import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

import type { Media as MediaDoc } from '@/payload-types'
import { siteUrl } from '@/routing/siteUrl'

/**
 * Payload makes file URLs absolute (serverURL); the image optimizer takes files of this site only
 * as paths (images.localPatterns), so this site's origin is dropped. Other hosts (S3) stay as they are.
 */
function imageSource(url: string): string {
  const own = new URL(siteUrl())
  const parsed = new URL(url, own)
  return parsed.origin === own.origin ? `${parsed.pathname}${parsed.search}` : url
}

/**
 * An uploaded image with next/image's optimized sources, rendered as a plain <img> on the
 * server so no image component ships to the browser. Nothing when the relation is not populated.
 */
export function Media({
  media,
  sizes = '100vw',
  className,
  priority = false,
}: {
  media: MediaDoc | number | null | undefined
  sizes?: string
  className?: string
  priority?: boolean
}) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const { props } = getImageProps({
    className,
    src: imageSource(media.url),
    alt: media.alt ?? '',
    width: media.width ?? 1200,
    height: media.height ?? 675,
    sizes,
    priority,
  })
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  const { alt, ...image } = props
  // A plain <img> with next/image's sources: no image component is sent to the browser.
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} {...image} />
}
