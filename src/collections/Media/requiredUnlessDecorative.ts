import type { TextFieldSingleValidation } from 'payload'

/** Alternative text is required, except for an image marked decorative (its alt stays empty). */
export const requiredUnlessDecorative: TextFieldSingleValidation = (
  value,
  { siblingData, req },
) => {
  if ((siblingData as { decorative?: boolean }).decorative) return true
  if (typeof value === 'string' && value.trim()) return true
  return req.t('validation:required')
}
