/**
 * A value's name in a GraphQL enum: GraphQL names allow letters, digits and `_` only, so `de-CH`
 * is `de_CH` there (as in Payload's locale enum). The server maps the name back to the value
 * (src/graphql/zodInput.ts); the browser sends and receives names.
 */
export const graphqlEnumName = (value: string) => value.replace(/[^_a-zA-Z0-9]/g, '_')
