import Image from 'next/image'

import type { Media as MediaDoc } from '@/payload-types'

/** An uploaded image through next/image; nothing when the relation is not populated. */
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
  const width = media.width ?? 1200
  const height = media.height ?? 675
  return (
    <Image
      className={className}
      src={media.url}
      alt={media.alt ?? ''}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
    />
  )
}
