import { CopyButton } from '@/components/CopyButton'

/** A code listing with its language and a copy-to-clipboard button. */
export function CodeListing({
  code,
  language,
  caption,
  label,
}: {
  code: string
  language?: string | null
  caption?: string | null
  label?: string
}) {
  return (
    <figure className="code">
      <div className="code__bar">
        <span className="code__language">{language ?? 'code'}</span>
        <CopyButton value={code} />
      </div>
      <pre tabIndex={0} aria-label={label ?? caption ?? language ?? undefined}>
        <code className={language ? `language-${language}` : undefined}>{code}</code>
      </pre>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
