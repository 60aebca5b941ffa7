import Link from 'next/link'

/** The link at the end of a detail page back to its overview. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <p>
      <Link href={href} className="text-link text-link--back">
        {label}
      </Link>
    </p>
  )
}
