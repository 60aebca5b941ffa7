export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ControlApiTokenScope =
  | 'manage'
  | 'read';

export type ControlApiTokenStatus =
  | 'expired'
  | 'revoked'
  | 'valid';

export type ControlInstanceStatus =
  | 'deleted'
  | 'deleting'
  | 'failed'
  | 'provisioning'
  | 'running'
  | 'stopped'
  | 'suspended';

export type ControlProvisioningStep =
  | 'allocateSubdomain'
  | 'configureEmail'
  | 'createDatabase'
  | 'deployEngine'
  | 'healthCheck'
  | 'releaseSubdomain'
  | 'removeDatabase'
  | 'removeEngine'
  | 'requestDeletion'
  | 'requestProvisioning'
  | 'requestResume'
  | 'requestSuspension'
  | 'resumeEngine'
  | 'suspendEngine';

export type ControlServiceKey =
  | 'adminUi'
  | 'database'
  | 'email'
  | 'engineApi';

export type ControlServiceState =
  | 'failed'
  | 'pending'
  | 'ready';

export type ControlShopLanguage =
  | 'de_CH'
  | 'en'
  | 'fr'
  | 'it';

export type ControlTaskState =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

export type FormFieldValueInput = {
  field: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type LaunchEngineInput = {
  defaultLanguage?: InputMaybe<ControlShopLanguage>;
  organisation: Scalars['ID']['input'];
  recipientEmail: Scalars['String']['input'];
  senderEmail?: InputMaybe<Scalars['String']['input']>;
  shopName: Scalars['String']['input'];
  smtpHost?: InputMaybe<Scalars['String']['input']>;
  smtpPassword?: InputMaybe<Scalars['String']['input']>;
  smtpPort?: InputMaybe<Scalars['String']['input']>;
  smtpUser?: InputMaybe<Scalars['String']['input']>;
  xpub?: InputMaybe<Scalars['String']['input']>;
};

export type PasskeyAccounts =
  | 'customers'
  | 'users';

export type SignInMethod =
  | 'passkey'
  | 'password'
  | 'recoveryCode'
  | 'totp';
