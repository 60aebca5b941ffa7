/**
 * Default sender of an instance's e-mails when the customer brings no sender of their own:
 * a no-reply address under the provider's shared mail domain, with the subdomain (derived from
 * the shop name) as sub-address and the shop name as display name:
 *
 *   "Velo Shop" <no-reply+velo-shop@mail.unbound.cloud>
 *
 * Sub-addressing ("+tag") keeps one mailbox at the provider while every shop has its own,
 * recognisable address; bounces can be routed back to the shop by the tag.
 */
export function defaultSenderAddress(subdomain: string, sharedMailDomain: string): string {
  return `no-reply+${subdomain}@${sharedMailDomain}`
}

/** RFC 5322 display form: the shop name quoted, with quotes and backslashes escaped. */
export function defaultSender(
  shopName: string,
  subdomain: string,
  sharedMailDomain: string,
): string {
  const display = shopName
    .replace(/[\\"]/g, (char) => `\\${char}`)
    .replace(/[\r\n]+/g, ' ')
    .trim()
  return `"${display}" <${defaultSenderAddress(subdomain, sharedMailDomain)}>`
}
