/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../graphql/types.generated';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type PasskeyAccounts =
  | 'customers'
  | 'users';

export type PasskeyFieldsFragment = { id: string, name: string, createdAt: string, lastUsedAt: string | null };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export type PasskeyRegistrationOptionsMutationVariables = Exact<{ [key: string]: never; }>;


export type PasskeyRegistrationOptionsMutation = { passkeyRegistrationOptions: string };

export type AddPasskeyMutationVariables = Exact<{
  name: string;
  response: string;
}>;


export type AddPasskeyMutation = { addPasskey: { id: string, name: string, createdAt: string, lastUsedAt: string | null } };

export type PasskeyConfirmationOptionsMutationVariables = Exact<{
  id: string;
}>;


export type PasskeyConfirmationOptionsMutation = { passkeyConfirmationOptions: string };

export type RemovePasskeyMutationVariables = Exact<{
  id: string;
  password?: string | null | undefined;
  response?: string | null | undefined;
}>;


export type RemovePasskeyMutation = { removePasskey: boolean };

export type PasskeySignInOptionsMutationVariables = Exact<{
  accounts: Types.PasskeyAccounts;
}>;


export type PasskeySignInOptionsMutation = { passkeySignInOptions: string };

export type SignInWithPasskeyMutationVariables = Exact<{
  accounts: Types.PasskeyAccounts;
  response: string;
}>;


export type SignInWithPasskeyMutation = { signInWithPasskey: boolean };

export const PasskeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<PasskeyFieldsFragment, unknown>;
export const MyPasskeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPasskeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<MyPasskeysQuery, MyPasskeysQueryVariables>;
export const PasskeyRegistrationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyRegistrationOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyRegistrationOptions"}}]}}]} as unknown as DocumentNode<PasskeyRegistrationOptionsMutation, PasskeyRegistrationOptionsMutationVariables>;
export const AddPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PasskeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PasskeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Passkey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AddPasskeyMutation, AddPasskeyMutationVariables>;
export const PasskeyConfirmationOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeyConfirmationOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeyConfirmationOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PasskeyConfirmationOptionsMutation, PasskeyConfirmationOptionsMutationVariables>;
export const RemovePasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}]}]}}]} as unknown as DocumentNode<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const PasskeySignInOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PasskeySignInOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyAccounts"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passkeySignInOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}}}]}]}}]} as unknown as DocumentNode<PasskeySignInOptionsMutation, PasskeySignInOptionsMutationVariables>;
export const SignInWithPasskeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithPasskey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasskeyAccounts"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithPasskey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accounts"}}},{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}}]}]}}]} as unknown as DocumentNode<SignInWithPasskeyMutation, SignInWithPasskeyMutationVariables>;