export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: unknown; output: unknown; }
  /** A field whose value conforms to the standard internet email address format as specified in HTML Spec: https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address. */
  EmailAddress: { input: unknown; output: unknown; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
};

export type ActivityUpdate_Action_MutationInput =
  | 'deleted'
  | 'invitationResent'
  | 'invitationRevoked'
  | 'invited'
  | 'joined'
  | 'launched'
  | 'left'
  | 'ownershipTransferred'
  | 'removed'
  | 'retried'
  | 'roleChanged';

export type ActivityUpdate_Role_MutationInput =
  | 'admin'
  | 'member'
  | 'owner';

export type Activity_Action =
  | 'deleted'
  | 'invitationResent'
  | 'invitationRevoked'
  | 'invited'
  | 'joined'
  | 'launched'
  | 'left'
  | 'ownershipTransferred'
  | 'removed'
  | 'retried'
  | 'roleChanged';

export type Activity_Action_Input =
  | 'deleted'
  | 'invitationResent'
  | 'invitationRevoked'
  | 'invited'
  | 'joined'
  | 'launched'
  | 'left'
  | 'ownershipTransferred'
  | 'removed'
  | 'retried'
  | 'roleChanged';

export type Activity_Action_MutationInput =
  | 'deleted'
  | 'invitationResent'
  | 'invitationRevoked'
  | 'invited'
  | 'joined'
  | 'launched'
  | 'left'
  | 'ownershipTransferred'
  | 'removed'
  | 'retried'
  | 'roleChanged';

export type Activity_Action_Operator = {
  all?: InputMaybe<Array<InputMaybe<Activity_Action_Input>>>;
  equals?: InputMaybe<Activity_Action_Input>;
  in?: InputMaybe<Array<InputMaybe<Activity_Action_Input>>>;
  not_equals?: InputMaybe<Activity_Action_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Activity_Action_Input>>>;
};

export type Activity_ActorCustomer_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Activity_ActorStaff_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Activity_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Activity_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Activity_Organisation_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Activity_Role =
  | 'admin'
  | 'member'
  | 'owner';

export type Activity_Role_Input =
  | 'admin'
  | 'member'
  | 'owner';

export type Activity_Role_MutationInput =
  | 'admin'
  | 'member'
  | 'owner';

export type Activity_Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<Activity_Role_Input>>>;
  equals?: InputMaybe<Activity_Role_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Activity_Role_Input>>>;
  not_equals?: InputMaybe<Activity_Role_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Activity_Role_Input>>>;
};

export type Activity_SubjectCustomer_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Activity_SubjectInstance_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Activity_Subject_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Activity_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Activity_Where = {
  AND?: InputMaybe<Array<InputMaybe<Activity_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Activity_Where_Or>>>;
  action?: InputMaybe<Activity_Action_Operator>;
  actorCustomer?: InputMaybe<Activity_ActorCustomer_Operator>;
  actorStaff?: InputMaybe<Activity_ActorStaff_Operator>;
  createdAt?: InputMaybe<Activity_CreatedAt_Operator>;
  id?: InputMaybe<Activity_Id_Operator>;
  organisation?: InputMaybe<Activity_Organisation_Operator>;
  role?: InputMaybe<Activity_Role_Operator>;
  subject?: InputMaybe<Activity_Subject_Operator>;
  subjectCustomer?: InputMaybe<Activity_SubjectCustomer_Operator>;
  subjectInstance?: InputMaybe<Activity_SubjectInstance_Operator>;
  updatedAt?: InputMaybe<Activity_UpdatedAt_Operator>;
};

export type Activity_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Activity_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Activity_Where_Or>>>;
  action?: InputMaybe<Activity_Action_Operator>;
  actorCustomer?: InputMaybe<Activity_ActorCustomer_Operator>;
  actorStaff?: InputMaybe<Activity_ActorStaff_Operator>;
  createdAt?: InputMaybe<Activity_CreatedAt_Operator>;
  id?: InputMaybe<Activity_Id_Operator>;
  organisation?: InputMaybe<Activity_Organisation_Operator>;
  role?: InputMaybe<Activity_Role_Operator>;
  subject?: InputMaybe<Activity_Subject_Operator>;
  subjectCustomer?: InputMaybe<Activity_SubjectCustomer_Operator>;
  subjectInstance?: InputMaybe<Activity_SubjectInstance_Operator>;
  updatedAt?: InputMaybe<Activity_UpdatedAt_Operator>;
};

export type Activity_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Activity_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Activity_Where_Or>>>;
  action?: InputMaybe<Activity_Action_Operator>;
  actorCustomer?: InputMaybe<Activity_ActorCustomer_Operator>;
  actorStaff?: InputMaybe<Activity_ActorStaff_Operator>;
  createdAt?: InputMaybe<Activity_CreatedAt_Operator>;
  id?: InputMaybe<Activity_Id_Operator>;
  organisation?: InputMaybe<Activity_Organisation_Operator>;
  role?: InputMaybe<Activity_Role_Operator>;
  subject?: InputMaybe<Activity_Subject_Operator>;
  subjectCustomer?: InputMaybe<Activity_SubjectCustomer_Operator>;
  subjectInstance?: InputMaybe<Activity_SubjectInstance_Operator>;
  updatedAt?: InputMaybe<Activity_UpdatedAt_Operator>;
};

export type ArchiveBlock_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'posts';

export type CaseStudyUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudyUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudyUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type CaseStudyVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudyVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudyVersion_Version__Status =
  | 'draft'
  | 'published';

export type CaseStudyVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type CaseStudy_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudy_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudy_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudy_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudy__Status =
  | 'draft'
  | 'published';

export type CaseStudy__Status_Input =
  | 'draft'
  | 'published';

export type CaseStudy__Status_MutationInput =
  | 'draft'
  | 'published';

export type CaseStudy__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<CaseStudy__Status_Input>>>;
  equals?: InputMaybe<CaseStudy__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<CaseStudy__Status_Input>>>;
  not_equals?: InputMaybe<CaseStudy__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<CaseStudy__Status_Input>>>;
};

export type CaseStudy_Client_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_Content_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type CaseStudy_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CaseStudy_Figures__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_Figures__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_Figures__Value_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_HeroImage_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type CaseStudy_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type CaseStudy_Industry_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type CaseStudy_Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type CaseStudy_Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_PublishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CaseStudy_Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_Summary_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type CaseStudy_Testimonial_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type CaseStudy_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type CaseStudy_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudy_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<CaseStudy_Translation__DeCh_Input>>>;
  equals?: InputMaybe<CaseStudy_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<CaseStudy_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<CaseStudy_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<CaseStudy_Translation__DeCh_Input>>>;
};

export type CaseStudy_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type CaseStudy_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<CaseStudy_Translation__En_Input>>>;
  equals?: InputMaybe<CaseStudy_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<CaseStudy_Translation__En_Input>>>;
  not_equals?: InputMaybe<CaseStudy_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<CaseStudy_Translation__En_Input>>>;
};

export type CaseStudy_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type CaseStudy_Where = {
  AND?: InputMaybe<Array<InputMaybe<CaseStudy_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<CaseStudy_Where_Or>>>;
  _status?: InputMaybe<CaseStudy__Status_Operator>;
  client?: InputMaybe<CaseStudy_Client_Operator>;
  content?: InputMaybe<CaseStudy_Content_Operator>;
  createdAt?: InputMaybe<CaseStudy_CreatedAt_Operator>;
  figures__id?: InputMaybe<CaseStudy_Figures__Id_Operator>;
  figures__label?: InputMaybe<CaseStudy_Figures__Label_Operator>;
  figures__value?: InputMaybe<CaseStudy_Figures__Value_Operator>;
  heroImage?: InputMaybe<CaseStudy_HeroImage_Operator>;
  id?: InputMaybe<CaseStudy_Id_Operator>;
  industry?: InputMaybe<CaseStudy_Industry_Operator>;
  meta__description?: InputMaybe<CaseStudy_Meta__Description_Operator>;
  meta__image?: InputMaybe<CaseStudy_Meta__Image_Operator>;
  meta__title?: InputMaybe<CaseStudy_Meta__Title_Operator>;
  publishedAt?: InputMaybe<CaseStudy_PublishedAt_Operator>;
  slug?: InputMaybe<CaseStudy_Slug_Operator>;
  summary?: InputMaybe<CaseStudy_Summary_Operator>;
  testimonial?: InputMaybe<CaseStudy_Testimonial_Operator>;
  title?: InputMaybe<CaseStudy_Title_Operator>;
  translation__deCH?: InputMaybe<CaseStudy_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<CaseStudy_Translation__En_Operator>;
  updatedAt?: InputMaybe<CaseStudy_UpdatedAt_Operator>;
};

export type CaseStudy_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<CaseStudy_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<CaseStudy_Where_Or>>>;
  _status?: InputMaybe<CaseStudy__Status_Operator>;
  client?: InputMaybe<CaseStudy_Client_Operator>;
  content?: InputMaybe<CaseStudy_Content_Operator>;
  createdAt?: InputMaybe<CaseStudy_CreatedAt_Operator>;
  figures__id?: InputMaybe<CaseStudy_Figures__Id_Operator>;
  figures__label?: InputMaybe<CaseStudy_Figures__Label_Operator>;
  figures__value?: InputMaybe<CaseStudy_Figures__Value_Operator>;
  heroImage?: InputMaybe<CaseStudy_HeroImage_Operator>;
  id?: InputMaybe<CaseStudy_Id_Operator>;
  industry?: InputMaybe<CaseStudy_Industry_Operator>;
  meta__description?: InputMaybe<CaseStudy_Meta__Description_Operator>;
  meta__image?: InputMaybe<CaseStudy_Meta__Image_Operator>;
  meta__title?: InputMaybe<CaseStudy_Meta__Title_Operator>;
  publishedAt?: InputMaybe<CaseStudy_PublishedAt_Operator>;
  slug?: InputMaybe<CaseStudy_Slug_Operator>;
  summary?: InputMaybe<CaseStudy_Summary_Operator>;
  testimonial?: InputMaybe<CaseStudy_Testimonial_Operator>;
  title?: InputMaybe<CaseStudy_Title_Operator>;
  translation__deCH?: InputMaybe<CaseStudy_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<CaseStudy_Translation__En_Operator>;
  updatedAt?: InputMaybe<CaseStudy_UpdatedAt_Operator>;
};

export type CaseStudy_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<CaseStudy_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<CaseStudy_Where_Or>>>;
  _status?: InputMaybe<CaseStudy__Status_Operator>;
  client?: InputMaybe<CaseStudy_Client_Operator>;
  content?: InputMaybe<CaseStudy_Content_Operator>;
  createdAt?: InputMaybe<CaseStudy_CreatedAt_Operator>;
  figures__id?: InputMaybe<CaseStudy_Figures__Id_Operator>;
  figures__label?: InputMaybe<CaseStudy_Figures__Label_Operator>;
  figures__value?: InputMaybe<CaseStudy_Figures__Value_Operator>;
  heroImage?: InputMaybe<CaseStudy_HeroImage_Operator>;
  id?: InputMaybe<CaseStudy_Id_Operator>;
  industry?: InputMaybe<CaseStudy_Industry_Operator>;
  meta__description?: InputMaybe<CaseStudy_Meta__Description_Operator>;
  meta__image?: InputMaybe<CaseStudy_Meta__Image_Operator>;
  meta__title?: InputMaybe<CaseStudy_Meta__Title_Operator>;
  publishedAt?: InputMaybe<CaseStudy_PublishedAt_Operator>;
  slug?: InputMaybe<CaseStudy_Slug_Operator>;
  summary?: InputMaybe<CaseStudy_Summary_Operator>;
  testimonial?: InputMaybe<CaseStudy_Testimonial_Operator>;
  title?: InputMaybe<CaseStudy_Title_Operator>;
  translation__deCH?: InputMaybe<CaseStudy_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<CaseStudy_Translation__En_Operator>;
  updatedAt?: InputMaybe<CaseStudy_UpdatedAt_Operator>;
};

export type CategoryUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type CategoryUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type CategoryUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type CategoryVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type CategoryVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type CategoryVersion_Version__Status =
  | 'draft'
  | 'published';

export type CategoryVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type Category_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type Category_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Category_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type Category_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Category__Status =
  | 'draft'
  | 'published';

export type Category__Status_Input =
  | 'draft'
  | 'published';

export type Category__Status_MutationInput =
  | 'draft'
  | 'published';

export type Category__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<Category__Status_Input>>>;
  equals?: InputMaybe<Category__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Category__Status_Input>>>;
  not_equals?: InputMaybe<Category__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Category__Status_Input>>>;
};

export type Category_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Category_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Category_Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Category_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Category_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Category_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<Category_Translation__DeCh_Input>>>;
  equals?: InputMaybe<Category_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Category_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<Category_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Category_Translation__DeCh_Input>>>;
};

export type Category_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Category_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<Category_Translation__En_Input>>>;
  equals?: InputMaybe<Category_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Category_Translation__En_Input>>>;
  not_equals?: InputMaybe<Category_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Category_Translation__En_Input>>>;
};

export type Category_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Category_Where = {
  AND?: InputMaybe<Array<InputMaybe<Category_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Category_Where_Or>>>;
  _status?: InputMaybe<Category__Status_Operator>;
  createdAt?: InputMaybe<Category_CreatedAt_Operator>;
  id?: InputMaybe<Category_Id_Operator>;
  slug?: InputMaybe<Category_Slug_Operator>;
  title?: InputMaybe<Category_Title_Operator>;
  translation__deCH?: InputMaybe<Category_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Category_Translation__En_Operator>;
  updatedAt?: InputMaybe<Category_UpdatedAt_Operator>;
};

export type Category_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Category_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Category_Where_Or>>>;
  _status?: InputMaybe<Category__Status_Operator>;
  createdAt?: InputMaybe<Category_CreatedAt_Operator>;
  id?: InputMaybe<Category_Id_Operator>;
  slug?: InputMaybe<Category_Slug_Operator>;
  title?: InputMaybe<Category_Title_Operator>;
  translation__deCH?: InputMaybe<Category_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Category_Translation__En_Operator>;
  updatedAt?: InputMaybe<Category_UpdatedAt_Operator>;
};

export type Category_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Category_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Category_Where_Or>>>;
  _status?: InputMaybe<Category__Status_Operator>;
  createdAt?: InputMaybe<Category_CreatedAt_Operator>;
  id?: InputMaybe<Category_Id_Operator>;
  slug?: InputMaybe<Category_Slug_Operator>;
  title?: InputMaybe<Category_Title_Operator>;
  translation__deCH?: InputMaybe<Category_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Category_Translation__En_Operator>;
  updatedAt?: InputMaybe<Category_UpdatedAt_Operator>;
};

export type CodeSampleBlock_Language =
  | 'bash'
  | 'graphql'
  | 'javascript'
  | 'json'
  | 'typescript';

export type ContentBlock_Width =
  | 'narrow'
  | 'wide';

export type CustomerUpdate_Locale_MutationInput =
  | 'de_CH'
  | 'en';

export type Customer__Verified_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Customer_ClosedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_Email_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type Customer_ExtendTrialByDays_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Customer_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Customer_Locale =
  | 'de_CH'
  | 'en';

export type Customer_Locale_Input =
  | 'de_CH'
  | 'en';

export type Customer_Locale_MutationInput =
  | 'de_CH'
  | 'en';

export type Customer_Locale_Operator = {
  all?: InputMaybe<Array<InputMaybe<Customer_Locale_Input>>>;
  equals?: InputMaybe<Customer_Locale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Customer_Locale_Input>>>;
  not_equals?: InputMaybe<Customer_Locale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Customer_Locale_Input>>>;
};

export type Customer_Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Customer_Sessions__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_Sessions__ExpiresAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_Sessions__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Customer_TrialEndsAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_TrialRemindersSent__EndingSoon_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_TrialRemindersSent__LastDay_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_TrialSuspendedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Customer_Where = {
  AND?: InputMaybe<Array<InputMaybe<Customer_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Customer_Where_Or>>>;
  _verified?: InputMaybe<Customer__Verified_Operator>;
  closedAt?: InputMaybe<Customer_ClosedAt_Operator>;
  createdAt?: InputMaybe<Customer_CreatedAt_Operator>;
  email?: InputMaybe<Customer_Email_Operator>;
  extendTrialByDays?: InputMaybe<Customer_ExtendTrialByDays_Operator>;
  id?: InputMaybe<Customer_Id_Operator>;
  locale?: InputMaybe<Customer_Locale_Operator>;
  name?: InputMaybe<Customer_Name_Operator>;
  sessions__createdAt?: InputMaybe<Customer_Sessions__CreatedAt_Operator>;
  sessions__expiresAt?: InputMaybe<Customer_Sessions__ExpiresAt_Operator>;
  sessions__id?: InputMaybe<Customer_Sessions__Id_Operator>;
  trialEndsAt?: InputMaybe<Customer_TrialEndsAt_Operator>;
  trialRemindersSent__endingSoon?: InputMaybe<Customer_TrialRemindersSent__EndingSoon_Operator>;
  trialRemindersSent__lastDay?: InputMaybe<Customer_TrialRemindersSent__LastDay_Operator>;
  trialSuspendedAt?: InputMaybe<Customer_TrialSuspendedAt_Operator>;
  updatedAt?: InputMaybe<Customer_UpdatedAt_Operator>;
};

export type Customer_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Customer_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Customer_Where_Or>>>;
  _verified?: InputMaybe<Customer__Verified_Operator>;
  closedAt?: InputMaybe<Customer_ClosedAt_Operator>;
  createdAt?: InputMaybe<Customer_CreatedAt_Operator>;
  email?: InputMaybe<Customer_Email_Operator>;
  extendTrialByDays?: InputMaybe<Customer_ExtendTrialByDays_Operator>;
  id?: InputMaybe<Customer_Id_Operator>;
  locale?: InputMaybe<Customer_Locale_Operator>;
  name?: InputMaybe<Customer_Name_Operator>;
  sessions__createdAt?: InputMaybe<Customer_Sessions__CreatedAt_Operator>;
  sessions__expiresAt?: InputMaybe<Customer_Sessions__ExpiresAt_Operator>;
  sessions__id?: InputMaybe<Customer_Sessions__Id_Operator>;
  trialEndsAt?: InputMaybe<Customer_TrialEndsAt_Operator>;
  trialRemindersSent__endingSoon?: InputMaybe<Customer_TrialRemindersSent__EndingSoon_Operator>;
  trialRemindersSent__lastDay?: InputMaybe<Customer_TrialRemindersSent__LastDay_Operator>;
  trialSuspendedAt?: InputMaybe<Customer_TrialSuspendedAt_Operator>;
  updatedAt?: InputMaybe<Customer_UpdatedAt_Operator>;
};

export type Customer_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Customer_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Customer_Where_Or>>>;
  _verified?: InputMaybe<Customer__Verified_Operator>;
  closedAt?: InputMaybe<Customer_ClosedAt_Operator>;
  createdAt?: InputMaybe<Customer_CreatedAt_Operator>;
  email?: InputMaybe<Customer_Email_Operator>;
  extendTrialByDays?: InputMaybe<Customer_ExtendTrialByDays_Operator>;
  id?: InputMaybe<Customer_Id_Operator>;
  locale?: InputMaybe<Customer_Locale_Operator>;
  name?: InputMaybe<Customer_Name_Operator>;
  sessions__createdAt?: InputMaybe<Customer_Sessions__CreatedAt_Operator>;
  sessions__expiresAt?: InputMaybe<Customer_Sessions__ExpiresAt_Operator>;
  sessions__id?: InputMaybe<Customer_Sessions__Id_Operator>;
  trialEndsAt?: InputMaybe<Customer_TrialEndsAt_Operator>;
  trialRemindersSent__endingSoon?: InputMaybe<Customer_TrialRemindersSent__EndingSoon_Operator>;
  trialRemindersSent__lastDay?: InputMaybe<Customer_TrialRemindersSent__LastDay_Operator>;
  trialSuspendedAt?: InputMaybe<Customer_TrialSuspendedAt_Operator>;
  updatedAt?: InputMaybe<Customer_UpdatedAt_Operator>;
};

export type EngineInstanceUpdate_Services_Service_MutationInput =
  | 'adminUi'
  | 'database'
  | 'email'
  | 'engineApi';

export type EngineInstanceUpdate_Services_State_MutationInput =
  | 'failed'
  | 'pending'
  | 'ready';

export type EngineInstanceUpdate_Tasks_State_MutationInput =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

export type EngineInstanceUpdate_Tasks_Step_MutationInput =
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

export type EngineInstanceUpdate_Status_MutationInput =
  | 'deleted'
  | 'deleting'
  | 'failed'
  | 'provisioning'
  | 'running'
  | 'stopped'
  | 'suspended';

export type EngineInstance_Services_Service =
  | 'adminUi'
  | 'database'
  | 'email'
  | 'engineApi';

export type EngineInstance_Services_Service_MutationInput =
  | 'adminUi'
  | 'database'
  | 'email'
  | 'engineApi';

export type EngineInstance_Services_State =
  | 'failed'
  | 'pending'
  | 'ready';

export type EngineInstance_Services_State_MutationInput =
  | 'failed'
  | 'pending'
  | 'ready';

export type EngineInstance_Tasks_State =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

export type EngineInstance_Tasks_State_MutationInput =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

export type EngineInstance_Tasks_Step =
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

export type EngineInstance_Tasks_Step_MutationInput =
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

export type EngineInstance_AdminUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_ApiUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_CallbackSequence_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type EngineInstance_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_DefaultSender_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_DeletedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_FailureMessage_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type EngineInstance_InstanceId_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_LaunchRetries_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type EngineInstance_LaunchedBy_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type EngineInstance_Organisation_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type EngineInstance_PendingSince_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_ProvisioningAttempts_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type EngineInstance_RecipientEmail_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type EngineInstance_ReleasedSubdomain_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_SenderEmail_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type EngineInstance_Services__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_Services__Service_Input =
  | 'adminUi'
  | 'database'
  | 'email'
  | 'engineApi';

export type EngineInstance_Services__Service_Operator = {
  all?: InputMaybe<Array<InputMaybe<EngineInstance_Services__Service_Input>>>;
  equals?: InputMaybe<EngineInstance_Services__Service_Input>;
  in?: InputMaybe<Array<InputMaybe<EngineInstance_Services__Service_Input>>>;
  not_equals?: InputMaybe<EngineInstance_Services__Service_Input>;
  not_in?: InputMaybe<Array<InputMaybe<EngineInstance_Services__Service_Input>>>;
};

export type EngineInstance_Services__State_Input =
  | 'failed'
  | 'pending'
  | 'ready';

export type EngineInstance_Services__State_Operator = {
  all?: InputMaybe<Array<InputMaybe<EngineInstance_Services__State_Input>>>;
  equals?: InputMaybe<EngineInstance_Services__State_Input>;
  in?: InputMaybe<Array<InputMaybe<EngineInstance_Services__State_Input>>>;
  not_equals?: InputMaybe<EngineInstance_Services__State_Input>;
  not_in?: InputMaybe<Array<InputMaybe<EngineInstance_Services__State_Input>>>;
};

export type EngineInstance_Services__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_ShopName_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_SmtpHost_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_SmtpPasswordSet_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type EngineInstance_SmtpPort_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type EngineInstance_SmtpUser_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_Status =
  | 'deleted'
  | 'deleting'
  | 'failed'
  | 'provisioning'
  | 'running'
  | 'stopped'
  | 'suspended';

export type EngineInstance_Status_Input =
  | 'deleted'
  | 'deleting'
  | 'failed'
  | 'provisioning'
  | 'running'
  | 'stopped'
  | 'suspended';

export type EngineInstance_Status_MutationInput =
  | 'deleted'
  | 'deleting'
  | 'failed'
  | 'provisioning'
  | 'running'
  | 'stopped'
  | 'suspended';

export type EngineInstance_Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<EngineInstance_Status_Input>>>;
  equals?: InputMaybe<EngineInstance_Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<EngineInstance_Status_Input>>>;
  not_equals?: InputMaybe<EngineInstance_Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<EngineInstance_Status_Input>>>;
};

export type EngineInstance_Subdomain_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_SuspendedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_Tasks__FinishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_Tasks__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_Tasks__Message_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type EngineInstance_Tasks__StartedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_Tasks__State_Input =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

export type EngineInstance_Tasks__State_Operator = {
  all?: InputMaybe<Array<InputMaybe<EngineInstance_Tasks__State_Input>>>;
  equals?: InputMaybe<EngineInstance_Tasks__State_Input>;
  in?: InputMaybe<Array<InputMaybe<EngineInstance_Tasks__State_Input>>>;
  not_equals?: InputMaybe<EngineInstance_Tasks__State_Input>;
  not_in?: InputMaybe<Array<InputMaybe<EngineInstance_Tasks__State_Input>>>;
};

export type EngineInstance_Tasks__Step_Input =
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

export type EngineInstance_Tasks__Step_Operator = {
  all?: InputMaybe<Array<InputMaybe<EngineInstance_Tasks__Step_Input>>>;
  equals?: InputMaybe<EngineInstance_Tasks__Step_Input>;
  in?: InputMaybe<Array<InputMaybe<EngineInstance_Tasks__Step_Input>>>;
  not_equals?: InputMaybe<EngineInstance_Tasks__Step_Input>;
  not_in?: InputMaybe<Array<InputMaybe<EngineInstance_Tasks__Step_Input>>>;
};

export type EngineInstance_TeardownAttempts_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type EngineInstance_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type EngineInstance_Where = {
  AND?: InputMaybe<Array<InputMaybe<EngineInstance_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<EngineInstance_Where_Or>>>;
  adminUrl?: InputMaybe<EngineInstance_AdminUrl_Operator>;
  apiUrl?: InputMaybe<EngineInstance_ApiUrl_Operator>;
  callbackSequence?: InputMaybe<EngineInstance_CallbackSequence_Operator>;
  createdAt?: InputMaybe<EngineInstance_CreatedAt_Operator>;
  defaultSender?: InputMaybe<EngineInstance_DefaultSender_Operator>;
  deletedAt?: InputMaybe<EngineInstance_DeletedAt_Operator>;
  failureMessage?: InputMaybe<EngineInstance_FailureMessage_Operator>;
  id?: InputMaybe<EngineInstance_Id_Operator>;
  instanceId?: InputMaybe<EngineInstance_InstanceId_Operator>;
  launchRetries?: InputMaybe<EngineInstance_LaunchRetries_Operator>;
  launchedBy?: InputMaybe<EngineInstance_LaunchedBy_Operator>;
  organisation?: InputMaybe<EngineInstance_Organisation_Operator>;
  pendingSince?: InputMaybe<EngineInstance_PendingSince_Operator>;
  provisioningAttempts?: InputMaybe<EngineInstance_ProvisioningAttempts_Operator>;
  recipientEmail?: InputMaybe<EngineInstance_RecipientEmail_Operator>;
  releasedSubdomain?: InputMaybe<EngineInstance_ReleasedSubdomain_Operator>;
  senderEmail?: InputMaybe<EngineInstance_SenderEmail_Operator>;
  services__id?: InputMaybe<EngineInstance_Services__Id_Operator>;
  services__service?: InputMaybe<EngineInstance_Services__Service_Operator>;
  services__state?: InputMaybe<EngineInstance_Services__State_Operator>;
  services__url?: InputMaybe<EngineInstance_Services__Url_Operator>;
  shopName?: InputMaybe<EngineInstance_ShopName_Operator>;
  smtpHost?: InputMaybe<EngineInstance_SmtpHost_Operator>;
  smtpPasswordSet?: InputMaybe<EngineInstance_SmtpPasswordSet_Operator>;
  smtpPort?: InputMaybe<EngineInstance_SmtpPort_Operator>;
  smtpUser?: InputMaybe<EngineInstance_SmtpUser_Operator>;
  status?: InputMaybe<EngineInstance_Status_Operator>;
  subdomain?: InputMaybe<EngineInstance_Subdomain_Operator>;
  suspendedAt?: InputMaybe<EngineInstance_SuspendedAt_Operator>;
  tasks__finishedAt?: InputMaybe<EngineInstance_Tasks__FinishedAt_Operator>;
  tasks__id?: InputMaybe<EngineInstance_Tasks__Id_Operator>;
  tasks__message?: InputMaybe<EngineInstance_Tasks__Message_Operator>;
  tasks__startedAt?: InputMaybe<EngineInstance_Tasks__StartedAt_Operator>;
  tasks__state?: InputMaybe<EngineInstance_Tasks__State_Operator>;
  tasks__step?: InputMaybe<EngineInstance_Tasks__Step_Operator>;
  teardownAttempts?: InputMaybe<EngineInstance_TeardownAttempts_Operator>;
  updatedAt?: InputMaybe<EngineInstance_UpdatedAt_Operator>;
  xpub?: InputMaybe<EngineInstance_Xpub_Operator>;
};

export type EngineInstance_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<EngineInstance_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<EngineInstance_Where_Or>>>;
  adminUrl?: InputMaybe<EngineInstance_AdminUrl_Operator>;
  apiUrl?: InputMaybe<EngineInstance_ApiUrl_Operator>;
  callbackSequence?: InputMaybe<EngineInstance_CallbackSequence_Operator>;
  createdAt?: InputMaybe<EngineInstance_CreatedAt_Operator>;
  defaultSender?: InputMaybe<EngineInstance_DefaultSender_Operator>;
  deletedAt?: InputMaybe<EngineInstance_DeletedAt_Operator>;
  failureMessage?: InputMaybe<EngineInstance_FailureMessage_Operator>;
  id?: InputMaybe<EngineInstance_Id_Operator>;
  instanceId?: InputMaybe<EngineInstance_InstanceId_Operator>;
  launchRetries?: InputMaybe<EngineInstance_LaunchRetries_Operator>;
  launchedBy?: InputMaybe<EngineInstance_LaunchedBy_Operator>;
  organisation?: InputMaybe<EngineInstance_Organisation_Operator>;
  pendingSince?: InputMaybe<EngineInstance_PendingSince_Operator>;
  provisioningAttempts?: InputMaybe<EngineInstance_ProvisioningAttempts_Operator>;
  recipientEmail?: InputMaybe<EngineInstance_RecipientEmail_Operator>;
  releasedSubdomain?: InputMaybe<EngineInstance_ReleasedSubdomain_Operator>;
  senderEmail?: InputMaybe<EngineInstance_SenderEmail_Operator>;
  services__id?: InputMaybe<EngineInstance_Services__Id_Operator>;
  services__service?: InputMaybe<EngineInstance_Services__Service_Operator>;
  services__state?: InputMaybe<EngineInstance_Services__State_Operator>;
  services__url?: InputMaybe<EngineInstance_Services__Url_Operator>;
  shopName?: InputMaybe<EngineInstance_ShopName_Operator>;
  smtpHost?: InputMaybe<EngineInstance_SmtpHost_Operator>;
  smtpPasswordSet?: InputMaybe<EngineInstance_SmtpPasswordSet_Operator>;
  smtpPort?: InputMaybe<EngineInstance_SmtpPort_Operator>;
  smtpUser?: InputMaybe<EngineInstance_SmtpUser_Operator>;
  status?: InputMaybe<EngineInstance_Status_Operator>;
  subdomain?: InputMaybe<EngineInstance_Subdomain_Operator>;
  suspendedAt?: InputMaybe<EngineInstance_SuspendedAt_Operator>;
  tasks__finishedAt?: InputMaybe<EngineInstance_Tasks__FinishedAt_Operator>;
  tasks__id?: InputMaybe<EngineInstance_Tasks__Id_Operator>;
  tasks__message?: InputMaybe<EngineInstance_Tasks__Message_Operator>;
  tasks__startedAt?: InputMaybe<EngineInstance_Tasks__StartedAt_Operator>;
  tasks__state?: InputMaybe<EngineInstance_Tasks__State_Operator>;
  tasks__step?: InputMaybe<EngineInstance_Tasks__Step_Operator>;
  teardownAttempts?: InputMaybe<EngineInstance_TeardownAttempts_Operator>;
  updatedAt?: InputMaybe<EngineInstance_UpdatedAt_Operator>;
  xpub?: InputMaybe<EngineInstance_Xpub_Operator>;
};

export type EngineInstance_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<EngineInstance_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<EngineInstance_Where_Or>>>;
  adminUrl?: InputMaybe<EngineInstance_AdminUrl_Operator>;
  apiUrl?: InputMaybe<EngineInstance_ApiUrl_Operator>;
  callbackSequence?: InputMaybe<EngineInstance_CallbackSequence_Operator>;
  createdAt?: InputMaybe<EngineInstance_CreatedAt_Operator>;
  defaultSender?: InputMaybe<EngineInstance_DefaultSender_Operator>;
  deletedAt?: InputMaybe<EngineInstance_DeletedAt_Operator>;
  failureMessage?: InputMaybe<EngineInstance_FailureMessage_Operator>;
  id?: InputMaybe<EngineInstance_Id_Operator>;
  instanceId?: InputMaybe<EngineInstance_InstanceId_Operator>;
  launchRetries?: InputMaybe<EngineInstance_LaunchRetries_Operator>;
  launchedBy?: InputMaybe<EngineInstance_LaunchedBy_Operator>;
  organisation?: InputMaybe<EngineInstance_Organisation_Operator>;
  pendingSince?: InputMaybe<EngineInstance_PendingSince_Operator>;
  provisioningAttempts?: InputMaybe<EngineInstance_ProvisioningAttempts_Operator>;
  recipientEmail?: InputMaybe<EngineInstance_RecipientEmail_Operator>;
  releasedSubdomain?: InputMaybe<EngineInstance_ReleasedSubdomain_Operator>;
  senderEmail?: InputMaybe<EngineInstance_SenderEmail_Operator>;
  services__id?: InputMaybe<EngineInstance_Services__Id_Operator>;
  services__service?: InputMaybe<EngineInstance_Services__Service_Operator>;
  services__state?: InputMaybe<EngineInstance_Services__State_Operator>;
  services__url?: InputMaybe<EngineInstance_Services__Url_Operator>;
  shopName?: InputMaybe<EngineInstance_ShopName_Operator>;
  smtpHost?: InputMaybe<EngineInstance_SmtpHost_Operator>;
  smtpPasswordSet?: InputMaybe<EngineInstance_SmtpPasswordSet_Operator>;
  smtpPort?: InputMaybe<EngineInstance_SmtpPort_Operator>;
  smtpUser?: InputMaybe<EngineInstance_SmtpUser_Operator>;
  status?: InputMaybe<EngineInstance_Status_Operator>;
  subdomain?: InputMaybe<EngineInstance_Subdomain_Operator>;
  suspendedAt?: InputMaybe<EngineInstance_SuspendedAt_Operator>;
  tasks__finishedAt?: InputMaybe<EngineInstance_Tasks__FinishedAt_Operator>;
  tasks__id?: InputMaybe<EngineInstance_Tasks__Id_Operator>;
  tasks__message?: InputMaybe<EngineInstance_Tasks__Message_Operator>;
  tasks__startedAt?: InputMaybe<EngineInstance_Tasks__StartedAt_Operator>;
  tasks__state?: InputMaybe<EngineInstance_Tasks__State_Operator>;
  tasks__step?: InputMaybe<EngineInstance_Tasks__Step_Operator>;
  teardownAttempts?: InputMaybe<EngineInstance_TeardownAttempts_Operator>;
  updatedAt?: InputMaybe<EngineInstance_UpdatedAt_Operator>;
  xpub?: InputMaybe<EngineInstance_Xpub_Operator>;
};

export type EngineInstance_Xpub_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type ExportUpdate_Drafts_MutationInput =
  | 'no'
  | 'yes';

export type ExportUpdate_Format_MutationInput =
  | 'csv'
  | 'json';

export type ExportUpdate_Locale_MutationInput =
  | 'all'
  | 'de_CH'
  | 'en';

export type ExportUpdate_SortOrder_MutationInput =
  | 'asc'
  | 'desc';

export type Export__ObjectKey_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_CollectionSlug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Export_Drafts =
  | 'no'
  | 'yes';

export type Export_Drafts_Input =
  | 'no'
  | 'yes';

export type Export_Drafts_MutationInput =
  | 'no'
  | 'yes';

export type Export_Drafts_Operator = {
  all?: InputMaybe<Array<InputMaybe<Export_Drafts_Input>>>;
  equals?: InputMaybe<Export_Drafts_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Export_Drafts_Input>>>;
  not_equals?: InputMaybe<Export_Drafts_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Export_Drafts_Input>>>;
};

export type Export_Fields_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_Filename_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_Filesize_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Export_FocalX_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Export_FocalY_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Export_Format =
  | 'csv'
  | 'json';

export type Export_Format_Input =
  | 'csv'
  | 'json';

export type Export_Format_MutationInput =
  | 'csv'
  | 'json';

export type Export_Format_Operator = {
  all?: InputMaybe<Array<InputMaybe<Export_Format_Input>>>;
  equals?: InputMaybe<Export_Format_Input>;
  in?: InputMaybe<Array<InputMaybe<Export_Format_Input>>>;
  not_equals?: InputMaybe<Export_Format_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Export_Format_Input>>>;
};

export type Export_Height_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Export_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Export_Limit_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Export_Locale =
  | 'all'
  | 'de_CH'
  | 'en';

export type Export_Locale_Input =
  | 'all'
  | 'de_CH'
  | 'en';

export type Export_Locale_MutationInput =
  | 'all'
  | 'de_CH'
  | 'en';

export type Export_Locale_Operator = {
  all?: InputMaybe<Array<InputMaybe<Export_Locale_Input>>>;
  equals?: InputMaybe<Export_Locale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Export_Locale_Input>>>;
  not_equals?: InputMaybe<Export_Locale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Export_Locale_Input>>>;
};

export type Export_MimeType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_Page_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Export_Prefix_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_SelectionToUse =
  | 'all'
  | 'currentFilters'
  | 'currentSelection';

export type Export_SelectionToUse_Input =
  | 'all'
  | 'currentFilters'
  | 'currentSelection';

export type Export_SelectionToUse_Operator = {
  contains?: InputMaybe<Export_SelectionToUse_Input>;
  equals?: InputMaybe<Export_SelectionToUse_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Export_SelectionToUse_Input>;
  not_equals?: InputMaybe<Export_SelectionToUse_Input>;
};

export type Export_SortOrder =
  | 'asc'
  | 'desc';

export type Export_SortOrder_Input =
  | 'asc'
  | 'desc';

export type Export_SortOrder_MutationInput =
  | 'asc'
  | 'desc';

export type Export_SortOrder_Operator = {
  all?: InputMaybe<Array<InputMaybe<Export_SortOrder_Input>>>;
  equals?: InputMaybe<Export_SortOrder_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Export_SortOrder_Input>>>;
  not_equals?: InputMaybe<Export_SortOrder_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Export_SortOrder_Input>>>;
};

export type Export_Sort_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_ThumbnailUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Export_Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Export_Where = {
  AND?: InputMaybe<Array<InputMaybe<Export_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Export_Where_Or>>>;
  _objectKey?: InputMaybe<Export__ObjectKey_Operator>;
  collectionSlug?: InputMaybe<Export_CollectionSlug_Operator>;
  createdAt?: InputMaybe<Export_CreatedAt_Operator>;
  drafts?: InputMaybe<Export_Drafts_Operator>;
  fields?: InputMaybe<Export_Fields_Operator>;
  filename?: InputMaybe<Export_Filename_Operator>;
  filesize?: InputMaybe<Export_Filesize_Operator>;
  focalX?: InputMaybe<Export_FocalX_Operator>;
  focalY?: InputMaybe<Export_FocalY_Operator>;
  format?: InputMaybe<Export_Format_Operator>;
  height?: InputMaybe<Export_Height_Operator>;
  id?: InputMaybe<Export_Id_Operator>;
  limit?: InputMaybe<Export_Limit_Operator>;
  locale?: InputMaybe<Export_Locale_Operator>;
  mimeType?: InputMaybe<Export_MimeType_Operator>;
  name?: InputMaybe<Export_Name_Operator>;
  page?: InputMaybe<Export_Page_Operator>;
  prefix?: InputMaybe<Export_Prefix_Operator>;
  selectionToUse?: InputMaybe<Export_SelectionToUse_Operator>;
  sort?: InputMaybe<Export_Sort_Operator>;
  sortOrder?: InputMaybe<Export_SortOrder_Operator>;
  thumbnailURL?: InputMaybe<Export_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Export_UpdatedAt_Operator>;
  url?: InputMaybe<Export_Url_Operator>;
  where?: InputMaybe<Export_Where_Operator>;
  width?: InputMaybe<Export_Width_Operator>;
};

export type Export_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Export_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Export_Where_Or>>>;
  _objectKey?: InputMaybe<Export__ObjectKey_Operator>;
  collectionSlug?: InputMaybe<Export_CollectionSlug_Operator>;
  createdAt?: InputMaybe<Export_CreatedAt_Operator>;
  drafts?: InputMaybe<Export_Drafts_Operator>;
  fields?: InputMaybe<Export_Fields_Operator>;
  filename?: InputMaybe<Export_Filename_Operator>;
  filesize?: InputMaybe<Export_Filesize_Operator>;
  focalX?: InputMaybe<Export_FocalX_Operator>;
  focalY?: InputMaybe<Export_FocalY_Operator>;
  format?: InputMaybe<Export_Format_Operator>;
  height?: InputMaybe<Export_Height_Operator>;
  id?: InputMaybe<Export_Id_Operator>;
  limit?: InputMaybe<Export_Limit_Operator>;
  locale?: InputMaybe<Export_Locale_Operator>;
  mimeType?: InputMaybe<Export_MimeType_Operator>;
  name?: InputMaybe<Export_Name_Operator>;
  page?: InputMaybe<Export_Page_Operator>;
  prefix?: InputMaybe<Export_Prefix_Operator>;
  selectionToUse?: InputMaybe<Export_SelectionToUse_Operator>;
  sort?: InputMaybe<Export_Sort_Operator>;
  sortOrder?: InputMaybe<Export_SortOrder_Operator>;
  thumbnailURL?: InputMaybe<Export_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Export_UpdatedAt_Operator>;
  url?: InputMaybe<Export_Url_Operator>;
  where?: InputMaybe<Export_Where_Operator>;
  width?: InputMaybe<Export_Width_Operator>;
};

export type Export_Where_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type Export_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Export_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Export_Where_Or>>>;
  _objectKey?: InputMaybe<Export__ObjectKey_Operator>;
  collectionSlug?: InputMaybe<Export_CollectionSlug_Operator>;
  createdAt?: InputMaybe<Export_CreatedAt_Operator>;
  drafts?: InputMaybe<Export_Drafts_Operator>;
  fields?: InputMaybe<Export_Fields_Operator>;
  filename?: InputMaybe<Export_Filename_Operator>;
  filesize?: InputMaybe<Export_Filesize_Operator>;
  focalX?: InputMaybe<Export_FocalX_Operator>;
  focalY?: InputMaybe<Export_FocalY_Operator>;
  format?: InputMaybe<Export_Format_Operator>;
  height?: InputMaybe<Export_Height_Operator>;
  id?: InputMaybe<Export_Id_Operator>;
  limit?: InputMaybe<Export_Limit_Operator>;
  locale?: InputMaybe<Export_Locale_Operator>;
  mimeType?: InputMaybe<Export_MimeType_Operator>;
  name?: InputMaybe<Export_Name_Operator>;
  page?: InputMaybe<Export_Page_Operator>;
  prefix?: InputMaybe<Export_Prefix_Operator>;
  selectionToUse?: InputMaybe<Export_SelectionToUse_Operator>;
  sort?: InputMaybe<Export_Sort_Operator>;
  sortOrder?: InputMaybe<Export_SortOrder_Operator>;
  thumbnailURL?: InputMaybe<Export_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Export_UpdatedAt_Operator>;
  url?: InputMaybe<Export_Url_Operator>;
  where?: InputMaybe<Export_Where_Operator>;
  width?: InputMaybe<Export_Width_Operator>;
};

export type Export_Width_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type FallbackLocaleInputType =
  | 'de_CH'
  | 'en'
  | 'none';

export type FeatureGridBlock_Features_Icon =
  | 'admin'
  | 'api'
  | 'cart'
  | 'chain'
  | 'chart'
  | 'cloud'
  | 'code'
  | 'coin'
  | 'globe'
  | 'heart'
  | 'mail'
  | 'puzzle'
  | 'repeat'
  | 'search'
  | 'shield'
  | 'star'
  | 'support'
  | 'tag'
  | 'ticket'
  | 'truck'
  | 'users'
  | 'warehouse';

export type FeatureGridBlock_Columns =
  | '_2'
  | '_3'
  | '_4';

export type FooterVersion_Version__Status =
  | 'draft'
  | 'published';

export type FooterVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type Footer_Columns_Links_Link_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<Footer_Columns_Links_Link_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Footer_Columns_Links_Link_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Footer_Columns_Links_Link_Appearance_MutationInput =
  | 'primary'
  | 'secondary'
  | 'text';

export type Footer_LegalLinks_Link_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<Footer_LegalLinks_Link_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Footer_LegalLinks_Link_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Footer_LegalLinks_Link_Appearance_MutationInput =
  | 'primary'
  | 'secondary'
  | 'text';

export type Footer__Status =
  | 'draft'
  | 'published';

export type Footer__Status_MutationInput =
  | 'draft'
  | 'published';

export type FormFieldValueInput = {
  field: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type FormSubmissionUpdate_Locale_MutationInput =
  | 'de_CH'
  | 'en';

export type FormSubmissionUpdate_Status_MutationInput =
  | 'done'
  | 'in_progress'
  | 'new'
  | 'spam';

export type FormSubmission_Assignee_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type FormSubmission_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FormSubmission_Email_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type FormSubmission_Form_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type FormSubmission_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type FormSubmission_InternalNotes_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type FormSubmission_Locale =
  | 'de_CH'
  | 'en';

export type FormSubmission_Locale_Input =
  | 'de_CH'
  | 'en';

export type FormSubmission_Locale_MutationInput =
  | 'de_CH'
  | 'en';

export type FormSubmission_Locale_Operator = {
  all?: InputMaybe<Array<InputMaybe<FormSubmission_Locale_Input>>>;
  equals?: InputMaybe<FormSubmission_Locale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<FormSubmission_Locale_Input>>>;
  not_equals?: InputMaybe<FormSubmission_Locale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<FormSubmission_Locale_Input>>>;
};

export type FormSubmission_Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FormSubmission_Notifications__ConfirmationSentAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FormSubmission_Notifications__StaffNotifiedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FormSubmission_Retention__ConfirmDeletion_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FormSubmission_Retention__ReviewDue_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type FormSubmission_Status =
  | 'done'
  | 'in_progress'
  | 'new'
  | 'spam';

export type FormSubmission_Status_Input =
  | 'done'
  | 'in_progress'
  | 'new'
  | 'spam';

export type FormSubmission_Status_MutationInput =
  | 'done'
  | 'in_progress'
  | 'new'
  | 'spam';

export type FormSubmission_Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<FormSubmission_Status_Input>>>;
  equals?: InputMaybe<FormSubmission_Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<FormSubmission_Status_Input>>>;
  not_equals?: InputMaybe<FormSubmission_Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<FormSubmission_Status_Input>>>;
};

export type FormSubmission_SubmissionData__Field_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FormSubmission_SubmissionData__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FormSubmission_SubmissionData__Value_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type FormSubmission_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type FormSubmission_Website_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type FormSubmission_Where = {
  AND?: InputMaybe<Array<InputMaybe<FormSubmission_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<FormSubmission_Where_Or>>>;
  assignee?: InputMaybe<FormSubmission_Assignee_Operator>;
  createdAt?: InputMaybe<FormSubmission_CreatedAt_Operator>;
  email?: InputMaybe<FormSubmission_Email_Operator>;
  form?: InputMaybe<FormSubmission_Form_Operator>;
  id?: InputMaybe<FormSubmission_Id_Operator>;
  internalNotes?: InputMaybe<FormSubmission_InternalNotes_Operator>;
  locale?: InputMaybe<FormSubmission_Locale_Operator>;
  name?: InputMaybe<FormSubmission_Name_Operator>;
  notifications__confirmationSentAt?: InputMaybe<FormSubmission_Notifications__ConfirmationSentAt_Operator>;
  notifications__staffNotifiedAt?: InputMaybe<FormSubmission_Notifications__StaffNotifiedAt_Operator>;
  retention__confirmDeletion?: InputMaybe<FormSubmission_Retention__ConfirmDeletion_Operator>;
  retention__reviewDue?: InputMaybe<FormSubmission_Retention__ReviewDue_Operator>;
  status?: InputMaybe<FormSubmission_Status_Operator>;
  submissionData__field?: InputMaybe<FormSubmission_SubmissionData__Field_Operator>;
  submissionData__id?: InputMaybe<FormSubmission_SubmissionData__Id_Operator>;
  submissionData__value?: InputMaybe<FormSubmission_SubmissionData__Value_Operator>;
  updatedAt?: InputMaybe<FormSubmission_UpdatedAt_Operator>;
  website?: InputMaybe<FormSubmission_Website_Operator>;
};

export type FormSubmission_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<FormSubmission_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<FormSubmission_Where_Or>>>;
  assignee?: InputMaybe<FormSubmission_Assignee_Operator>;
  createdAt?: InputMaybe<FormSubmission_CreatedAt_Operator>;
  email?: InputMaybe<FormSubmission_Email_Operator>;
  form?: InputMaybe<FormSubmission_Form_Operator>;
  id?: InputMaybe<FormSubmission_Id_Operator>;
  internalNotes?: InputMaybe<FormSubmission_InternalNotes_Operator>;
  locale?: InputMaybe<FormSubmission_Locale_Operator>;
  name?: InputMaybe<FormSubmission_Name_Operator>;
  notifications__confirmationSentAt?: InputMaybe<FormSubmission_Notifications__ConfirmationSentAt_Operator>;
  notifications__staffNotifiedAt?: InputMaybe<FormSubmission_Notifications__StaffNotifiedAt_Operator>;
  retention__confirmDeletion?: InputMaybe<FormSubmission_Retention__ConfirmDeletion_Operator>;
  retention__reviewDue?: InputMaybe<FormSubmission_Retention__ReviewDue_Operator>;
  status?: InputMaybe<FormSubmission_Status_Operator>;
  submissionData__field?: InputMaybe<FormSubmission_SubmissionData__Field_Operator>;
  submissionData__id?: InputMaybe<FormSubmission_SubmissionData__Id_Operator>;
  submissionData__value?: InputMaybe<FormSubmission_SubmissionData__Value_Operator>;
  updatedAt?: InputMaybe<FormSubmission_UpdatedAt_Operator>;
  website?: InputMaybe<FormSubmission_Website_Operator>;
};

export type FormSubmission_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<FormSubmission_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<FormSubmission_Where_Or>>>;
  assignee?: InputMaybe<FormSubmission_Assignee_Operator>;
  createdAt?: InputMaybe<FormSubmission_CreatedAt_Operator>;
  email?: InputMaybe<FormSubmission_Email_Operator>;
  form?: InputMaybe<FormSubmission_Form_Operator>;
  id?: InputMaybe<FormSubmission_Id_Operator>;
  internalNotes?: InputMaybe<FormSubmission_InternalNotes_Operator>;
  locale?: InputMaybe<FormSubmission_Locale_Operator>;
  name?: InputMaybe<FormSubmission_Name_Operator>;
  notifications__confirmationSentAt?: InputMaybe<FormSubmission_Notifications__ConfirmationSentAt_Operator>;
  notifications__staffNotifiedAt?: InputMaybe<FormSubmission_Notifications__StaffNotifiedAt_Operator>;
  retention__confirmDeletion?: InputMaybe<FormSubmission_Retention__ConfirmDeletion_Operator>;
  retention__reviewDue?: InputMaybe<FormSubmission_Retention__ReviewDue_Operator>;
  status?: InputMaybe<FormSubmission_Status_Operator>;
  submissionData__field?: InputMaybe<FormSubmission_SubmissionData__Field_Operator>;
  submissionData__id?: InputMaybe<FormSubmission_SubmissionData__Id_Operator>;
  submissionData__value?: InputMaybe<FormSubmission_SubmissionData__Value_Operator>;
  updatedAt?: InputMaybe<FormSubmission_UpdatedAt_Operator>;
  website?: InputMaybe<FormSubmission_Website_Operator>;
};

export type FormUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type FormUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type FormUpdate_Purpose_MutationInput =
  | 'audit'
  | 'contact'
  | 'newsletter'
  | 'offer';

export type Form_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type Form_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Form_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type Form_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Form_ConfirmationMessage_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type Form_ConfirmationType =
  | 'message'
  | 'redirect';

export type Form_ConfirmationType_Input =
  | 'message'
  | 'redirect';

export type Form_ConfirmationType_Operator = {
  contains?: InputMaybe<Form_ConfirmationType_Input>;
  equals?: InputMaybe<Form_ConfirmationType_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Form_ConfirmationType_Input>;
  not_equals?: InputMaybe<Form_ConfirmationType_Input>;
};

export type Form_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Form_Emails__Bcc_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Emails__Cc_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Emails__EmailFrom_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Emails__EmailTo_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Emails__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Emails__Message_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type Form_Emails__ReplyTo_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Emails__Subject_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Form_Purpose =
  | 'audit'
  | 'contact'
  | 'newsletter'
  | 'offer';

export type Form_Purpose_Input =
  | 'audit'
  | 'contact'
  | 'newsletter'
  | 'offer';

export type Form_Purpose_MutationInput =
  | 'audit'
  | 'contact'
  | 'newsletter'
  | 'offer';

export type Form_Purpose_Operator = {
  all?: InputMaybe<Array<InputMaybe<Form_Purpose_Input>>>;
  equals?: InputMaybe<Form_Purpose_Input>;
  in?: InputMaybe<Array<InputMaybe<Form_Purpose_Input>>>;
  not_equals?: InputMaybe<Form_Purpose_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Form_Purpose_Input>>>;
};

export type Form_Redirect__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_SendConfirmation_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Form_SubmitButtonLabel_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Form_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Form_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<Form_Translation__DeCh_Input>>>;
  equals?: InputMaybe<Form_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Form_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<Form_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Form_Translation__DeCh_Input>>>;
};

export type Form_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Form_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<Form_Translation__En_Input>>>;
  equals?: InputMaybe<Form_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Form_Translation__En_Input>>>;
  not_equals?: InputMaybe<Form_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Form_Translation__En_Input>>>;
};

export type Form_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Form_Where = {
  AND?: InputMaybe<Array<InputMaybe<Form_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Form_Where_Or>>>;
  confirmationMessage?: InputMaybe<Form_ConfirmationMessage_Operator>;
  confirmationType?: InputMaybe<Form_ConfirmationType_Operator>;
  createdAt?: InputMaybe<Form_CreatedAt_Operator>;
  emails__bcc?: InputMaybe<Form_Emails__Bcc_Operator>;
  emails__cc?: InputMaybe<Form_Emails__Cc_Operator>;
  emails__emailFrom?: InputMaybe<Form_Emails__EmailFrom_Operator>;
  emails__emailTo?: InputMaybe<Form_Emails__EmailTo_Operator>;
  emails__id?: InputMaybe<Form_Emails__Id_Operator>;
  emails__message?: InputMaybe<Form_Emails__Message_Operator>;
  emails__replyTo?: InputMaybe<Form_Emails__ReplyTo_Operator>;
  emails__subject?: InputMaybe<Form_Emails__Subject_Operator>;
  id?: InputMaybe<Form_Id_Operator>;
  purpose?: InputMaybe<Form_Purpose_Operator>;
  redirect__url?: InputMaybe<Form_Redirect__Url_Operator>;
  sendConfirmation?: InputMaybe<Form_SendConfirmation_Operator>;
  submitButtonLabel?: InputMaybe<Form_SubmitButtonLabel_Operator>;
  title?: InputMaybe<Form_Title_Operator>;
  translation__deCH?: InputMaybe<Form_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Form_Translation__En_Operator>;
  updatedAt?: InputMaybe<Form_UpdatedAt_Operator>;
};

export type Form_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Form_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Form_Where_Or>>>;
  confirmationMessage?: InputMaybe<Form_ConfirmationMessage_Operator>;
  confirmationType?: InputMaybe<Form_ConfirmationType_Operator>;
  createdAt?: InputMaybe<Form_CreatedAt_Operator>;
  emails__bcc?: InputMaybe<Form_Emails__Bcc_Operator>;
  emails__cc?: InputMaybe<Form_Emails__Cc_Operator>;
  emails__emailFrom?: InputMaybe<Form_Emails__EmailFrom_Operator>;
  emails__emailTo?: InputMaybe<Form_Emails__EmailTo_Operator>;
  emails__id?: InputMaybe<Form_Emails__Id_Operator>;
  emails__message?: InputMaybe<Form_Emails__Message_Operator>;
  emails__replyTo?: InputMaybe<Form_Emails__ReplyTo_Operator>;
  emails__subject?: InputMaybe<Form_Emails__Subject_Operator>;
  id?: InputMaybe<Form_Id_Operator>;
  purpose?: InputMaybe<Form_Purpose_Operator>;
  redirect__url?: InputMaybe<Form_Redirect__Url_Operator>;
  sendConfirmation?: InputMaybe<Form_SendConfirmation_Operator>;
  submitButtonLabel?: InputMaybe<Form_SubmitButtonLabel_Operator>;
  title?: InputMaybe<Form_Title_Operator>;
  translation__deCH?: InputMaybe<Form_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Form_Translation__En_Operator>;
  updatedAt?: InputMaybe<Form_UpdatedAt_Operator>;
};

export type Form_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Form_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Form_Where_Or>>>;
  confirmationMessage?: InputMaybe<Form_ConfirmationMessage_Operator>;
  confirmationType?: InputMaybe<Form_ConfirmationType_Operator>;
  createdAt?: InputMaybe<Form_CreatedAt_Operator>;
  emails__bcc?: InputMaybe<Form_Emails__Bcc_Operator>;
  emails__cc?: InputMaybe<Form_Emails__Cc_Operator>;
  emails__emailFrom?: InputMaybe<Form_Emails__EmailFrom_Operator>;
  emails__emailTo?: InputMaybe<Form_Emails__EmailTo_Operator>;
  emails__id?: InputMaybe<Form_Emails__Id_Operator>;
  emails__message?: InputMaybe<Form_Emails__Message_Operator>;
  emails__replyTo?: InputMaybe<Form_Emails__ReplyTo_Operator>;
  emails__subject?: InputMaybe<Form_Emails__Subject_Operator>;
  id?: InputMaybe<Form_Id_Operator>;
  purpose?: InputMaybe<Form_Purpose_Operator>;
  redirect__url?: InputMaybe<Form_Redirect__Url_Operator>;
  sendConfirmation?: InputMaybe<Form_SendConfirmation_Operator>;
  submitButtonLabel?: InputMaybe<Form_SubmitButtonLabel_Operator>;
  title?: InputMaybe<Form_Title_Operator>;
  translation__deCH?: InputMaybe<Form_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Form_Translation__En_Operator>;
  updatedAt?: InputMaybe<Form_UpdatedAt_Operator>;
};

export type GlossaryTermUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTermUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTermUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type GlossaryTermVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTermVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTermVersion_Version__Status =
  | 'draft'
  | 'published';

export type GlossaryTermVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type GlossaryTerm_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTerm_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTerm_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTerm_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTerm__Status =
  | 'draft'
  | 'published';

export type GlossaryTerm__Status_Input =
  | 'draft'
  | 'published';

export type GlossaryTerm__Status_MutationInput =
  | 'draft'
  | 'published';

export type GlossaryTerm__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<GlossaryTerm__Status_Input>>>;
  equals?: InputMaybe<GlossaryTerm__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<GlossaryTerm__Status_Input>>>;
  not_equals?: InputMaybe<GlossaryTerm__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<GlossaryTerm__Status_Input>>>;
};

export type GlossaryTerm_Body_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type GlossaryTerm_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type GlossaryTerm_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type GlossaryTerm_Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type GlossaryTerm_Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type GlossaryTerm_Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type GlossaryTerm_Related_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type GlossaryTerm_ShortDefinition_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type GlossaryTerm_Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type GlossaryTerm_Term_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type GlossaryTerm_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTerm_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<GlossaryTerm_Translation__DeCh_Input>>>;
  equals?: InputMaybe<GlossaryTerm_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<GlossaryTerm_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<GlossaryTerm_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<GlossaryTerm_Translation__DeCh_Input>>>;
};

export type GlossaryTerm_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type GlossaryTerm_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<GlossaryTerm_Translation__En_Input>>>;
  equals?: InputMaybe<GlossaryTerm_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<GlossaryTerm_Translation__En_Input>>>;
  not_equals?: InputMaybe<GlossaryTerm_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<GlossaryTerm_Translation__En_Input>>>;
};

export type GlossaryTerm_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type GlossaryTerm_Where = {
  AND?: InputMaybe<Array<InputMaybe<GlossaryTerm_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<GlossaryTerm_Where_Or>>>;
  _status?: InputMaybe<GlossaryTerm__Status_Operator>;
  body?: InputMaybe<GlossaryTerm_Body_Operator>;
  createdAt?: InputMaybe<GlossaryTerm_CreatedAt_Operator>;
  id?: InputMaybe<GlossaryTerm_Id_Operator>;
  meta__description?: InputMaybe<GlossaryTerm_Meta__Description_Operator>;
  meta__image?: InputMaybe<GlossaryTerm_Meta__Image_Operator>;
  meta__title?: InputMaybe<GlossaryTerm_Meta__Title_Operator>;
  related?: InputMaybe<GlossaryTerm_Related_Operator>;
  shortDefinition?: InputMaybe<GlossaryTerm_ShortDefinition_Operator>;
  slug?: InputMaybe<GlossaryTerm_Slug_Operator>;
  term?: InputMaybe<GlossaryTerm_Term_Operator>;
  translation__deCH?: InputMaybe<GlossaryTerm_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<GlossaryTerm_Translation__En_Operator>;
  updatedAt?: InputMaybe<GlossaryTerm_UpdatedAt_Operator>;
};

export type GlossaryTerm_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<GlossaryTerm_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<GlossaryTerm_Where_Or>>>;
  _status?: InputMaybe<GlossaryTerm__Status_Operator>;
  body?: InputMaybe<GlossaryTerm_Body_Operator>;
  createdAt?: InputMaybe<GlossaryTerm_CreatedAt_Operator>;
  id?: InputMaybe<GlossaryTerm_Id_Operator>;
  meta__description?: InputMaybe<GlossaryTerm_Meta__Description_Operator>;
  meta__image?: InputMaybe<GlossaryTerm_Meta__Image_Operator>;
  meta__title?: InputMaybe<GlossaryTerm_Meta__Title_Operator>;
  related?: InputMaybe<GlossaryTerm_Related_Operator>;
  shortDefinition?: InputMaybe<GlossaryTerm_ShortDefinition_Operator>;
  slug?: InputMaybe<GlossaryTerm_Slug_Operator>;
  term?: InputMaybe<GlossaryTerm_Term_Operator>;
  translation__deCH?: InputMaybe<GlossaryTerm_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<GlossaryTerm_Translation__En_Operator>;
  updatedAt?: InputMaybe<GlossaryTerm_UpdatedAt_Operator>;
};

export type GlossaryTerm_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<GlossaryTerm_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<GlossaryTerm_Where_Or>>>;
  _status?: InputMaybe<GlossaryTerm__Status_Operator>;
  body?: InputMaybe<GlossaryTerm_Body_Operator>;
  createdAt?: InputMaybe<GlossaryTerm_CreatedAt_Operator>;
  id?: InputMaybe<GlossaryTerm_Id_Operator>;
  meta__description?: InputMaybe<GlossaryTerm_Meta__Description_Operator>;
  meta__image?: InputMaybe<GlossaryTerm_Meta__Image_Operator>;
  meta__title?: InputMaybe<GlossaryTerm_Meta__Title_Operator>;
  related?: InputMaybe<GlossaryTerm_Related_Operator>;
  shortDefinition?: InputMaybe<GlossaryTerm_ShortDefinition_Operator>;
  slug?: InputMaybe<GlossaryTerm_Slug_Operator>;
  term?: InputMaybe<GlossaryTerm_Term_Operator>;
  translation__deCH?: InputMaybe<GlossaryTerm_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<GlossaryTerm_Translation__En_Operator>;
  updatedAt?: InputMaybe<GlossaryTerm_UpdatedAt_Operator>;
};

export type HeaderVersion_Version__Status =
  | 'draft'
  | 'published';

export type HeaderVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type Header_Cta_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<Header_Cta_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Header_Cta_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Header_Cta_Appearance_MutationInput =
  | 'primary'
  | 'secondary'
  | 'text';

export type Header_NavItems_Children_Link_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<Header_NavItems_Children_Link_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Header_NavItems_Children_Link_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Header_NavItems_Children_Link_Appearance_MutationInput =
  | 'primary'
  | 'secondary'
  | 'text';

export type Header_NavItems_Link_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<Header_NavItems_Link_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Header_NavItems_Link_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Header_NavItems_Link_Appearance_MutationInput =
  | 'primary'
  | 'secondary'
  | 'text';

export type Header__Status =
  | 'draft'
  | 'published';

export type Header__Status_MutationInput =
  | 'draft'
  | 'published';

export type HeroBlock_Variant =
  | 'centered'
  | 'compact'
  | 'default';

export type ImportUpdate_ImportMode_MutationInput =
  | 'create'
  | 'update'
  | 'upsert';

export type ImportUpdate_Status_MutationInput =
  | 'completed'
  | 'failed'
  | 'partial'
  | 'pending';

export type Import__ObjectKey_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_CollectionSlug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Import_Filename_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_Filesize_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_FocalX_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_FocalY_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_Height_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Import_ImportMode =
  | 'create'
  | 'update'
  | 'upsert';

export type Import_ImportMode_Input =
  | 'create'
  | 'update'
  | 'upsert';

export type Import_ImportMode_MutationInput =
  | 'create'
  | 'update'
  | 'upsert';

export type Import_ImportMode_Operator = {
  all?: InputMaybe<Array<InputMaybe<Import_ImportMode_Input>>>;
  equals?: InputMaybe<Import_ImportMode_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Import_ImportMode_Input>>>;
  not_equals?: InputMaybe<Import_ImportMode_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Import_ImportMode_Input>>>;
};

export type Import_MatchField_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_MimeType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_Prefix_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_Status =
  | 'completed'
  | 'failed'
  | 'partial'
  | 'pending';

export type Import_Status_Input =
  | 'completed'
  | 'failed'
  | 'partial'
  | 'pending';

export type Import_Status_MutationInput =
  | 'completed'
  | 'failed'
  | 'partial'
  | 'pending';

export type Import_Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<Import_Status_Input>>>;
  equals?: InputMaybe<Import_Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Import_Status_Input>>>;
  not_equals?: InputMaybe<Import_Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Import_Status_Input>>>;
};

export type Import_Summary__Imported_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_Summary__IssueDetails_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type Import_Summary__Issues_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_Summary__Total_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_Summary__Updated_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Import_ThumbnailUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Import_Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Import_Where = {
  AND?: InputMaybe<Array<InputMaybe<Import_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Import_Where_Or>>>;
  _objectKey?: InputMaybe<Import__ObjectKey_Operator>;
  collectionSlug?: InputMaybe<Import_CollectionSlug_Operator>;
  createdAt?: InputMaybe<Import_CreatedAt_Operator>;
  filename?: InputMaybe<Import_Filename_Operator>;
  filesize?: InputMaybe<Import_Filesize_Operator>;
  focalX?: InputMaybe<Import_FocalX_Operator>;
  focalY?: InputMaybe<Import_FocalY_Operator>;
  height?: InputMaybe<Import_Height_Operator>;
  id?: InputMaybe<Import_Id_Operator>;
  importMode?: InputMaybe<Import_ImportMode_Operator>;
  matchField?: InputMaybe<Import_MatchField_Operator>;
  mimeType?: InputMaybe<Import_MimeType_Operator>;
  prefix?: InputMaybe<Import_Prefix_Operator>;
  status?: InputMaybe<Import_Status_Operator>;
  summary__imported?: InputMaybe<Import_Summary__Imported_Operator>;
  summary__issueDetails?: InputMaybe<Import_Summary__IssueDetails_Operator>;
  summary__issues?: InputMaybe<Import_Summary__Issues_Operator>;
  summary__total?: InputMaybe<Import_Summary__Total_Operator>;
  summary__updated?: InputMaybe<Import_Summary__Updated_Operator>;
  thumbnailURL?: InputMaybe<Import_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Import_UpdatedAt_Operator>;
  url?: InputMaybe<Import_Url_Operator>;
  width?: InputMaybe<Import_Width_Operator>;
};

export type Import_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Import_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Import_Where_Or>>>;
  _objectKey?: InputMaybe<Import__ObjectKey_Operator>;
  collectionSlug?: InputMaybe<Import_CollectionSlug_Operator>;
  createdAt?: InputMaybe<Import_CreatedAt_Operator>;
  filename?: InputMaybe<Import_Filename_Operator>;
  filesize?: InputMaybe<Import_Filesize_Operator>;
  focalX?: InputMaybe<Import_FocalX_Operator>;
  focalY?: InputMaybe<Import_FocalY_Operator>;
  height?: InputMaybe<Import_Height_Operator>;
  id?: InputMaybe<Import_Id_Operator>;
  importMode?: InputMaybe<Import_ImportMode_Operator>;
  matchField?: InputMaybe<Import_MatchField_Operator>;
  mimeType?: InputMaybe<Import_MimeType_Operator>;
  prefix?: InputMaybe<Import_Prefix_Operator>;
  status?: InputMaybe<Import_Status_Operator>;
  summary__imported?: InputMaybe<Import_Summary__Imported_Operator>;
  summary__issueDetails?: InputMaybe<Import_Summary__IssueDetails_Operator>;
  summary__issues?: InputMaybe<Import_Summary__Issues_Operator>;
  summary__total?: InputMaybe<Import_Summary__Total_Operator>;
  summary__updated?: InputMaybe<Import_Summary__Updated_Operator>;
  thumbnailURL?: InputMaybe<Import_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Import_UpdatedAt_Operator>;
  url?: InputMaybe<Import_Url_Operator>;
  width?: InputMaybe<Import_Width_Operator>;
};

export type Import_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Import_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Import_Where_Or>>>;
  _objectKey?: InputMaybe<Import__ObjectKey_Operator>;
  collectionSlug?: InputMaybe<Import_CollectionSlug_Operator>;
  createdAt?: InputMaybe<Import_CreatedAt_Operator>;
  filename?: InputMaybe<Import_Filename_Operator>;
  filesize?: InputMaybe<Import_Filesize_Operator>;
  focalX?: InputMaybe<Import_FocalX_Operator>;
  focalY?: InputMaybe<Import_FocalY_Operator>;
  height?: InputMaybe<Import_Height_Operator>;
  id?: InputMaybe<Import_Id_Operator>;
  importMode?: InputMaybe<Import_ImportMode_Operator>;
  matchField?: InputMaybe<Import_MatchField_Operator>;
  mimeType?: InputMaybe<Import_MimeType_Operator>;
  prefix?: InputMaybe<Import_Prefix_Operator>;
  status?: InputMaybe<Import_Status_Operator>;
  summary__imported?: InputMaybe<Import_Summary__Imported_Operator>;
  summary__issueDetails?: InputMaybe<Import_Summary__IssueDetails_Operator>;
  summary__issues?: InputMaybe<Import_Summary__Issues_Operator>;
  summary__total?: InputMaybe<Import_Summary__Total_Operator>;
  summary__updated?: InputMaybe<Import_Summary__Updated_Operator>;
  thumbnailURL?: InputMaybe<Import_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Import_UpdatedAt_Operator>;
  url?: InputMaybe<Import_Url_Operator>;
  width?: InputMaybe<Import_Width_Operator>;
};

export type Import_Width_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type JobOpeningUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpeningUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpeningUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type JobOpeningVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpeningVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpeningVersion_Version__Status =
  | 'draft'
  | 'published';

export type JobOpeningVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type JobOpening_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpening_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpening_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpening_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpening__Status =
  | 'draft'
  | 'published';

export type JobOpening__Status_Input =
  | 'draft'
  | 'published';

export type JobOpening__Status_MutationInput =
  | 'draft'
  | 'published';

export type JobOpening__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<JobOpening__Status_Input>>>;
  equals?: InputMaybe<JobOpening__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<JobOpening__Status_Input>>>;
  not_equals?: InputMaybe<JobOpening__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<JobOpening__Status_Input>>>;
};

export type JobOpening_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type JobOpening_Description_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type JobOpening_EmploymentType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type JobOpening_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type JobOpening_Location_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type JobOpening_Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type JobOpening_Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type JobOpening_Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type JobOpening_PublishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type JobOpening_Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type JobOpening_Summary_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type JobOpening_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type JobOpening_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpening_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<JobOpening_Translation__DeCh_Input>>>;
  equals?: InputMaybe<JobOpening_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<JobOpening_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<JobOpening_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<JobOpening_Translation__DeCh_Input>>>;
};

export type JobOpening_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type JobOpening_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<JobOpening_Translation__En_Input>>>;
  equals?: InputMaybe<JobOpening_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<JobOpening_Translation__En_Input>>>;
  not_equals?: InputMaybe<JobOpening_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<JobOpening_Translation__En_Input>>>;
};

export type JobOpening_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type JobOpening_Where = {
  AND?: InputMaybe<Array<InputMaybe<JobOpening_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<JobOpening_Where_Or>>>;
  _status?: InputMaybe<JobOpening__Status_Operator>;
  createdAt?: InputMaybe<JobOpening_CreatedAt_Operator>;
  description?: InputMaybe<JobOpening_Description_Operator>;
  employmentType?: InputMaybe<JobOpening_EmploymentType_Operator>;
  id?: InputMaybe<JobOpening_Id_Operator>;
  location?: InputMaybe<JobOpening_Location_Operator>;
  meta__description?: InputMaybe<JobOpening_Meta__Description_Operator>;
  meta__image?: InputMaybe<JobOpening_Meta__Image_Operator>;
  meta__title?: InputMaybe<JobOpening_Meta__Title_Operator>;
  publishedAt?: InputMaybe<JobOpening_PublishedAt_Operator>;
  slug?: InputMaybe<JobOpening_Slug_Operator>;
  summary?: InputMaybe<JobOpening_Summary_Operator>;
  title?: InputMaybe<JobOpening_Title_Operator>;
  translation__deCH?: InputMaybe<JobOpening_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<JobOpening_Translation__En_Operator>;
  updatedAt?: InputMaybe<JobOpening_UpdatedAt_Operator>;
};

export type JobOpening_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<JobOpening_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<JobOpening_Where_Or>>>;
  _status?: InputMaybe<JobOpening__Status_Operator>;
  createdAt?: InputMaybe<JobOpening_CreatedAt_Operator>;
  description?: InputMaybe<JobOpening_Description_Operator>;
  employmentType?: InputMaybe<JobOpening_EmploymentType_Operator>;
  id?: InputMaybe<JobOpening_Id_Operator>;
  location?: InputMaybe<JobOpening_Location_Operator>;
  meta__description?: InputMaybe<JobOpening_Meta__Description_Operator>;
  meta__image?: InputMaybe<JobOpening_Meta__Image_Operator>;
  meta__title?: InputMaybe<JobOpening_Meta__Title_Operator>;
  publishedAt?: InputMaybe<JobOpening_PublishedAt_Operator>;
  slug?: InputMaybe<JobOpening_Slug_Operator>;
  summary?: InputMaybe<JobOpening_Summary_Operator>;
  title?: InputMaybe<JobOpening_Title_Operator>;
  translation__deCH?: InputMaybe<JobOpening_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<JobOpening_Translation__En_Operator>;
  updatedAt?: InputMaybe<JobOpening_UpdatedAt_Operator>;
};

export type JobOpening_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<JobOpening_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<JobOpening_Where_Or>>>;
  _status?: InputMaybe<JobOpening__Status_Operator>;
  createdAt?: InputMaybe<JobOpening_CreatedAt_Operator>;
  description?: InputMaybe<JobOpening_Description_Operator>;
  employmentType?: InputMaybe<JobOpening_EmploymentType_Operator>;
  id?: InputMaybe<JobOpening_Id_Operator>;
  location?: InputMaybe<JobOpening_Location_Operator>;
  meta__description?: InputMaybe<JobOpening_Meta__Description_Operator>;
  meta__image?: InputMaybe<JobOpening_Meta__Image_Operator>;
  meta__title?: InputMaybe<JobOpening_Meta__Title_Operator>;
  publishedAt?: InputMaybe<JobOpening_PublishedAt_Operator>;
  slug?: InputMaybe<JobOpening_Slug_Operator>;
  summary?: InputMaybe<JobOpening_Summary_Operator>;
  title?: InputMaybe<JobOpening_Title_Operator>;
  translation__deCH?: InputMaybe<JobOpening_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<JobOpening_Translation__En_Operator>;
  updatedAt?: InputMaybe<JobOpening_UpdatedAt_Operator>;
};

export type LaunchEngineInput = {
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

export type LinkField_Reference_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type LinkField_Appearance =
  | 'primary'
  | 'secondary'
  | 'text';

export type LinkField_Type =
  | 'custom'
  | 'reference';

export type LocaleInputType =
  | 'de_CH'
  | 'en';

export type Media__ObjectKey_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Alt_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Media_Decorative_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Media_Filename_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Filesize_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_FocalX_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_FocalY_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Height_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Media_MimeType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Prefix_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Card__Filename_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Card__Filesize_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Sizes__Card__Height_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Sizes__Card__MimeType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Card__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Card__Width_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Sizes__Og__Filename_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Og__Filesize_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Sizes__Og__Height_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_Sizes__Og__MimeType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Og__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Sizes__Og__Width_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Media_ThumbnailUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Media_Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Media_Where = {
  AND?: InputMaybe<Array<InputMaybe<Media_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Media_Where_Or>>>;
  _objectKey?: InputMaybe<Media__ObjectKey_Operator>;
  alt?: InputMaybe<Media_Alt_Operator>;
  createdAt?: InputMaybe<Media_CreatedAt_Operator>;
  decorative?: InputMaybe<Media_Decorative_Operator>;
  filename?: InputMaybe<Media_Filename_Operator>;
  filesize?: InputMaybe<Media_Filesize_Operator>;
  focalX?: InputMaybe<Media_FocalX_Operator>;
  focalY?: InputMaybe<Media_FocalY_Operator>;
  height?: InputMaybe<Media_Height_Operator>;
  id?: InputMaybe<Media_Id_Operator>;
  mimeType?: InputMaybe<Media_MimeType_Operator>;
  prefix?: InputMaybe<Media_Prefix_Operator>;
  sizes__card__filename?: InputMaybe<Media_Sizes__Card__Filename_Operator>;
  sizes__card__filesize?: InputMaybe<Media_Sizes__Card__Filesize_Operator>;
  sizes__card__height?: InputMaybe<Media_Sizes__Card__Height_Operator>;
  sizes__card__mimeType?: InputMaybe<Media_Sizes__Card__MimeType_Operator>;
  sizes__card__url?: InputMaybe<Media_Sizes__Card__Url_Operator>;
  sizes__card__width?: InputMaybe<Media_Sizes__Card__Width_Operator>;
  sizes__og__filename?: InputMaybe<Media_Sizes__Og__Filename_Operator>;
  sizes__og__filesize?: InputMaybe<Media_Sizes__Og__Filesize_Operator>;
  sizes__og__height?: InputMaybe<Media_Sizes__Og__Height_Operator>;
  sizes__og__mimeType?: InputMaybe<Media_Sizes__Og__MimeType_Operator>;
  sizes__og__url?: InputMaybe<Media_Sizes__Og__Url_Operator>;
  sizes__og__width?: InputMaybe<Media_Sizes__Og__Width_Operator>;
  thumbnailURL?: InputMaybe<Media_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Media_UpdatedAt_Operator>;
  url?: InputMaybe<Media_Url_Operator>;
  width?: InputMaybe<Media_Width_Operator>;
};

export type Media_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Media_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Media_Where_Or>>>;
  _objectKey?: InputMaybe<Media__ObjectKey_Operator>;
  alt?: InputMaybe<Media_Alt_Operator>;
  createdAt?: InputMaybe<Media_CreatedAt_Operator>;
  decorative?: InputMaybe<Media_Decorative_Operator>;
  filename?: InputMaybe<Media_Filename_Operator>;
  filesize?: InputMaybe<Media_Filesize_Operator>;
  focalX?: InputMaybe<Media_FocalX_Operator>;
  focalY?: InputMaybe<Media_FocalY_Operator>;
  height?: InputMaybe<Media_Height_Operator>;
  id?: InputMaybe<Media_Id_Operator>;
  mimeType?: InputMaybe<Media_MimeType_Operator>;
  prefix?: InputMaybe<Media_Prefix_Operator>;
  sizes__card__filename?: InputMaybe<Media_Sizes__Card__Filename_Operator>;
  sizes__card__filesize?: InputMaybe<Media_Sizes__Card__Filesize_Operator>;
  sizes__card__height?: InputMaybe<Media_Sizes__Card__Height_Operator>;
  sizes__card__mimeType?: InputMaybe<Media_Sizes__Card__MimeType_Operator>;
  sizes__card__url?: InputMaybe<Media_Sizes__Card__Url_Operator>;
  sizes__card__width?: InputMaybe<Media_Sizes__Card__Width_Operator>;
  sizes__og__filename?: InputMaybe<Media_Sizes__Og__Filename_Operator>;
  sizes__og__filesize?: InputMaybe<Media_Sizes__Og__Filesize_Operator>;
  sizes__og__height?: InputMaybe<Media_Sizes__Og__Height_Operator>;
  sizes__og__mimeType?: InputMaybe<Media_Sizes__Og__MimeType_Operator>;
  sizes__og__url?: InputMaybe<Media_Sizes__Og__Url_Operator>;
  sizes__og__width?: InputMaybe<Media_Sizes__Og__Width_Operator>;
  thumbnailURL?: InputMaybe<Media_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Media_UpdatedAt_Operator>;
  url?: InputMaybe<Media_Url_Operator>;
  width?: InputMaybe<Media_Width_Operator>;
};

export type Media_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Media_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Media_Where_Or>>>;
  _objectKey?: InputMaybe<Media__ObjectKey_Operator>;
  alt?: InputMaybe<Media_Alt_Operator>;
  createdAt?: InputMaybe<Media_CreatedAt_Operator>;
  decorative?: InputMaybe<Media_Decorative_Operator>;
  filename?: InputMaybe<Media_Filename_Operator>;
  filesize?: InputMaybe<Media_Filesize_Operator>;
  focalX?: InputMaybe<Media_FocalX_Operator>;
  focalY?: InputMaybe<Media_FocalY_Operator>;
  height?: InputMaybe<Media_Height_Operator>;
  id?: InputMaybe<Media_Id_Operator>;
  mimeType?: InputMaybe<Media_MimeType_Operator>;
  prefix?: InputMaybe<Media_Prefix_Operator>;
  sizes__card__filename?: InputMaybe<Media_Sizes__Card__Filename_Operator>;
  sizes__card__filesize?: InputMaybe<Media_Sizes__Card__Filesize_Operator>;
  sizes__card__height?: InputMaybe<Media_Sizes__Card__Height_Operator>;
  sizes__card__mimeType?: InputMaybe<Media_Sizes__Card__MimeType_Operator>;
  sizes__card__url?: InputMaybe<Media_Sizes__Card__Url_Operator>;
  sizes__card__width?: InputMaybe<Media_Sizes__Card__Width_Operator>;
  sizes__og__filename?: InputMaybe<Media_Sizes__Og__Filename_Operator>;
  sizes__og__filesize?: InputMaybe<Media_Sizes__Og__Filesize_Operator>;
  sizes__og__height?: InputMaybe<Media_Sizes__Og__Height_Operator>;
  sizes__og__mimeType?: InputMaybe<Media_Sizes__Og__MimeType_Operator>;
  sizes__og__url?: InputMaybe<Media_Sizes__Og__Url_Operator>;
  sizes__og__width?: InputMaybe<Media_Sizes__Og__Width_Operator>;
  thumbnailURL?: InputMaybe<Media_ThumbnailUrl_Operator>;
  updatedAt?: InputMaybe<Media_UpdatedAt_Operator>;
  url?: InputMaybe<Media_Url_Operator>;
  width?: InputMaybe<Media_Width_Operator>;
};

export type Media_Width_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type NewsletterSubscriberUpdate_Locale_MutationInput =
  | 'de_CH'
  | 'en';

export type NewsletterSubscriberUpdate_Status_MutationInput =
  | 'confirmed'
  | 'pending'
  | 'unsubscribed';

export type NewsletterSubscriber_ConfirmationToken_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type NewsletterSubscriber_ConfirmedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NewsletterSubscriber_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NewsletterSubscriber_Email_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type NewsletterSubscriber_Form_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type NewsletterSubscriber_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type NewsletterSubscriber_Locale =
  | 'de_CH'
  | 'en';

export type NewsletterSubscriber_Locale_Input =
  | 'de_CH'
  | 'en';

export type NewsletterSubscriber_Locale_MutationInput =
  | 'de_CH'
  | 'en';

export type NewsletterSubscriber_Locale_Operator = {
  all?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Locale_Input>>>;
  equals?: InputMaybe<NewsletterSubscriber_Locale_Input>;
  in?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Locale_Input>>>;
  not_equals?: InputMaybe<NewsletterSubscriber_Locale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Locale_Input>>>;
};

export type NewsletterSubscriber_OptInSentAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NewsletterSubscriber_Status =
  | 'confirmed'
  | 'pending'
  | 'unsubscribed';

export type NewsletterSubscriber_Status_Input =
  | 'confirmed'
  | 'pending'
  | 'unsubscribed';

export type NewsletterSubscriber_Status_MutationInput =
  | 'confirmed'
  | 'pending'
  | 'unsubscribed';

export type NewsletterSubscriber_Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Status_Input>>>;
  equals?: InputMaybe<NewsletterSubscriber_Status_Input>;
  in?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Status_Input>>>;
  not_equals?: InputMaybe<NewsletterSubscriber_Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Status_Input>>>;
};

export type NewsletterSubscriber_UnsubscribeToken_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type NewsletterSubscriber_UnsubscribedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NewsletterSubscriber_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type NewsletterSubscriber_Where = {
  AND?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Where_Or>>>;
  confirmationToken?: InputMaybe<NewsletterSubscriber_ConfirmationToken_Operator>;
  confirmedAt?: InputMaybe<NewsletterSubscriber_ConfirmedAt_Operator>;
  createdAt?: InputMaybe<NewsletterSubscriber_CreatedAt_Operator>;
  email?: InputMaybe<NewsletterSubscriber_Email_Operator>;
  form?: InputMaybe<NewsletterSubscriber_Form_Operator>;
  id?: InputMaybe<NewsletterSubscriber_Id_Operator>;
  locale?: InputMaybe<NewsletterSubscriber_Locale_Operator>;
  optInSentAt?: InputMaybe<NewsletterSubscriber_OptInSentAt_Operator>;
  status?: InputMaybe<NewsletterSubscriber_Status_Operator>;
  unsubscribeToken?: InputMaybe<NewsletterSubscriber_UnsubscribeToken_Operator>;
  unsubscribedAt?: InputMaybe<NewsletterSubscriber_UnsubscribedAt_Operator>;
  updatedAt?: InputMaybe<NewsletterSubscriber_UpdatedAt_Operator>;
};

export type NewsletterSubscriber_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Where_Or>>>;
  confirmationToken?: InputMaybe<NewsletterSubscriber_ConfirmationToken_Operator>;
  confirmedAt?: InputMaybe<NewsletterSubscriber_ConfirmedAt_Operator>;
  createdAt?: InputMaybe<NewsletterSubscriber_CreatedAt_Operator>;
  email?: InputMaybe<NewsletterSubscriber_Email_Operator>;
  form?: InputMaybe<NewsletterSubscriber_Form_Operator>;
  id?: InputMaybe<NewsletterSubscriber_Id_Operator>;
  locale?: InputMaybe<NewsletterSubscriber_Locale_Operator>;
  optInSentAt?: InputMaybe<NewsletterSubscriber_OptInSentAt_Operator>;
  status?: InputMaybe<NewsletterSubscriber_Status_Operator>;
  unsubscribeToken?: InputMaybe<NewsletterSubscriber_UnsubscribeToken_Operator>;
  unsubscribedAt?: InputMaybe<NewsletterSubscriber_UnsubscribedAt_Operator>;
  updatedAt?: InputMaybe<NewsletterSubscriber_UpdatedAt_Operator>;
};

export type NewsletterSubscriber_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<NewsletterSubscriber_Where_Or>>>;
  confirmationToken?: InputMaybe<NewsletterSubscriber_ConfirmationToken_Operator>;
  confirmedAt?: InputMaybe<NewsletterSubscriber_ConfirmedAt_Operator>;
  createdAt?: InputMaybe<NewsletterSubscriber_CreatedAt_Operator>;
  email?: InputMaybe<NewsletterSubscriber_Email_Operator>;
  form?: InputMaybe<NewsletterSubscriber_Form_Operator>;
  id?: InputMaybe<NewsletterSubscriber_Id_Operator>;
  locale?: InputMaybe<NewsletterSubscriber_Locale_Operator>;
  optInSentAt?: InputMaybe<NewsletterSubscriber_OptInSentAt_Operator>;
  status?: InputMaybe<NewsletterSubscriber_Status_Operator>;
  unsubscribeToken?: InputMaybe<NewsletterSubscriber_UnsubscribeToken_Operator>;
  unsubscribedAt?: InputMaybe<NewsletterSubscriber_UnsubscribedAt_Operator>;
  updatedAt?: InputMaybe<NewsletterSubscriber_UpdatedAt_Operator>;
};

export type OrganisationUpdate_Members_Role_MutationInput =
  | 'admin'
  | 'member'
  | 'owner';

export type Organisation_Members_Role =
  | 'admin'
  | 'member'
  | 'owner';

export type Organisation_Members_Role_MutationInput =
  | 'admin'
  | 'member'
  | 'owner';

export type Organisation_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Organisation_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Organisation_Invitations__Email_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type Organisation_Invitations__ExpiresAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Organisation_Invitations__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Organisation_Invitations__InvitedBy_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Organisation_Invitations__TokenHash_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Organisation_Members__Customer_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Organisation_Members__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Organisation_Members__Role_Input =
  | 'admin'
  | 'member'
  | 'owner';

export type Organisation_Members__Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<Organisation_Members__Role_Input>>>;
  equals?: InputMaybe<Organisation_Members__Role_Input>;
  in?: InputMaybe<Array<InputMaybe<Organisation_Members__Role_Input>>>;
  not_equals?: InputMaybe<Organisation_Members__Role_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Organisation_Members__Role_Input>>>;
};

export type Organisation_Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Organisation_Owner_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Organisation_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Organisation_Where = {
  AND?: InputMaybe<Array<InputMaybe<Organisation_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Organisation_Where_Or>>>;
  createdAt?: InputMaybe<Organisation_CreatedAt_Operator>;
  id?: InputMaybe<Organisation_Id_Operator>;
  invitations__email?: InputMaybe<Organisation_Invitations__Email_Operator>;
  invitations__expiresAt?: InputMaybe<Organisation_Invitations__ExpiresAt_Operator>;
  invitations__id?: InputMaybe<Organisation_Invitations__Id_Operator>;
  invitations__invitedBy?: InputMaybe<Organisation_Invitations__InvitedBy_Operator>;
  invitations__tokenHash?: InputMaybe<Organisation_Invitations__TokenHash_Operator>;
  members__customer?: InputMaybe<Organisation_Members__Customer_Operator>;
  members__id?: InputMaybe<Organisation_Members__Id_Operator>;
  members__role?: InputMaybe<Organisation_Members__Role_Operator>;
  name?: InputMaybe<Organisation_Name_Operator>;
  owner?: InputMaybe<Organisation_Owner_Operator>;
  updatedAt?: InputMaybe<Organisation_UpdatedAt_Operator>;
};

export type Organisation_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Organisation_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Organisation_Where_Or>>>;
  createdAt?: InputMaybe<Organisation_CreatedAt_Operator>;
  id?: InputMaybe<Organisation_Id_Operator>;
  invitations__email?: InputMaybe<Organisation_Invitations__Email_Operator>;
  invitations__expiresAt?: InputMaybe<Organisation_Invitations__ExpiresAt_Operator>;
  invitations__id?: InputMaybe<Organisation_Invitations__Id_Operator>;
  invitations__invitedBy?: InputMaybe<Organisation_Invitations__InvitedBy_Operator>;
  invitations__tokenHash?: InputMaybe<Organisation_Invitations__TokenHash_Operator>;
  members__customer?: InputMaybe<Organisation_Members__Customer_Operator>;
  members__id?: InputMaybe<Organisation_Members__Id_Operator>;
  members__role?: InputMaybe<Organisation_Members__Role_Operator>;
  name?: InputMaybe<Organisation_Name_Operator>;
  owner?: InputMaybe<Organisation_Owner_Operator>;
  updatedAt?: InputMaybe<Organisation_UpdatedAt_Operator>;
};

export type Organisation_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Organisation_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Organisation_Where_Or>>>;
  createdAt?: InputMaybe<Organisation_CreatedAt_Operator>;
  id?: InputMaybe<Organisation_Id_Operator>;
  invitations__email?: InputMaybe<Organisation_Invitations__Email_Operator>;
  invitations__expiresAt?: InputMaybe<Organisation_Invitations__ExpiresAt_Operator>;
  invitations__id?: InputMaybe<Organisation_Invitations__Id_Operator>;
  invitations__invitedBy?: InputMaybe<Organisation_Invitations__InvitedBy_Operator>;
  invitations__tokenHash?: InputMaybe<Organisation_Invitations__TokenHash_Operator>;
  members__customer?: InputMaybe<Organisation_Members__Customer_Operator>;
  members__id?: InputMaybe<Organisation_Members__Id_Operator>;
  members__role?: InputMaybe<Organisation_Members__Role_Operator>;
  name?: InputMaybe<Organisation_Name_Operator>;
  owner?: InputMaybe<Organisation_Owner_Operator>;
  updatedAt?: InputMaybe<Organisation_UpdatedAt_Operator>;
};

export type PageUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type PageUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type PageUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type PageVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type PageVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type PageVersion_Version__Status =
  | 'draft'
  | 'published';

export type PageVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type Page_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type Page_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Page_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type Page_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Page__Status =
  | 'draft'
  | 'published';

export type Page__Status_Input =
  | 'draft'
  | 'published';

export type Page__Status_MutationInput =
  | 'draft'
  | 'published';

export type Page__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<Page__Status_Input>>>;
  equals?: InputMaybe<Page__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Page__Status_Input>>>;
  not_equals?: InputMaybe<Page__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Page__Status_Input>>>;
};

export type Page_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Page_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Page_Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type Page_Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Page_Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Page_Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Page_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Page_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Page_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<Page_Translation__DeCh_Input>>>;
  equals?: InputMaybe<Page_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Page_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<Page_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Page_Translation__DeCh_Input>>>;
};

export type Page_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Page_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<Page_Translation__En_Input>>>;
  equals?: InputMaybe<Page_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Page_Translation__En_Input>>>;
  not_equals?: InputMaybe<Page_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Page_Translation__En_Input>>>;
};

export type Page_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Page_Where = {
  AND?: InputMaybe<Array<InputMaybe<Page_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Page_Where_Or>>>;
  _status?: InputMaybe<Page__Status_Operator>;
  createdAt?: InputMaybe<Page_CreatedAt_Operator>;
  id?: InputMaybe<Page_Id_Operator>;
  meta__description?: InputMaybe<Page_Meta__Description_Operator>;
  meta__image?: InputMaybe<Page_Meta__Image_Operator>;
  meta__title?: InputMaybe<Page_Meta__Title_Operator>;
  slug?: InputMaybe<Page_Slug_Operator>;
  title?: InputMaybe<Page_Title_Operator>;
  translation__deCH?: InputMaybe<Page_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Page_Translation__En_Operator>;
  updatedAt?: InputMaybe<Page_UpdatedAt_Operator>;
};

export type Page_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Page_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Page_Where_Or>>>;
  _status?: InputMaybe<Page__Status_Operator>;
  createdAt?: InputMaybe<Page_CreatedAt_Operator>;
  id?: InputMaybe<Page_Id_Operator>;
  meta__description?: InputMaybe<Page_Meta__Description_Operator>;
  meta__image?: InputMaybe<Page_Meta__Image_Operator>;
  meta__title?: InputMaybe<Page_Meta__Title_Operator>;
  slug?: InputMaybe<Page_Slug_Operator>;
  title?: InputMaybe<Page_Title_Operator>;
  translation__deCH?: InputMaybe<Page_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Page_Translation__En_Operator>;
  updatedAt?: InputMaybe<Page_UpdatedAt_Operator>;
};

export type Page_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Page_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Page_Where_Or>>>;
  _status?: InputMaybe<Page__Status_Operator>;
  createdAt?: InputMaybe<Page_CreatedAt_Operator>;
  id?: InputMaybe<Page_Id_Operator>;
  meta__description?: InputMaybe<Page_Meta__Description_Operator>;
  meta__image?: InputMaybe<Page_Meta__Image_Operator>;
  meta__title?: InputMaybe<Page_Meta__Title_Operator>;
  slug?: InputMaybe<Page_Slug_Operator>;
  title?: InputMaybe<Page_Title_Operator>;
  translation__deCH?: InputMaybe<Page_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Page_Translation__En_Operator>;
  updatedAt?: InputMaybe<Page_UpdatedAt_Operator>;
};

export type PayloadJobUpdate_Log_TaskSlug_MutationInput =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJobUpdate_TaskSlug_MutationInput =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_Log_State =
  | 'failed'
  | 'succeeded';

export type PayloadJob_Log_TaskSlug =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_Log_TaskSlug_MutationInput =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_CompletedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadJob_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadJob_Error_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_HasError_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PayloadJob_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type PayloadJob_Input_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_Log__CompletedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadJob_Log__Error_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_Log__ExecutedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadJob_Log__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PayloadJob_Log__Input_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_Log__Output_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_Log__State_Input =
  | 'failed'
  | 'succeeded';

export type PayloadJob_Log__State_Operator = {
  contains?: InputMaybe<PayloadJob_Log__State_Input>;
  equals?: InputMaybe<PayloadJob_Log__State_Input>;
  like?: InputMaybe<PayloadJob_Log__State_Input>;
  not_equals?: InputMaybe<PayloadJob_Log__State_Input>;
};

export type PayloadJob_Log__TaskId_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PayloadJob_Log__TaskSlug_Input =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_Log__TaskSlug_Operator = {
  all?: InputMaybe<Array<InputMaybe<PayloadJob_Log__TaskSlug_Input>>>;
  equals?: InputMaybe<PayloadJob_Log__TaskSlug_Input>;
  in?: InputMaybe<Array<InputMaybe<PayloadJob_Log__TaskSlug_Input>>>;
  not_equals?: InputMaybe<PayloadJob_Log__TaskSlug_Input>;
  not_in?: InputMaybe<Array<InputMaybe<PayloadJob_Log__TaskSlug_Input>>>;
};

export type PayloadJob_Meta_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_Processing_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type PayloadJob_Queue_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PayloadJob_TaskSlug =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_TaskSlug_Input =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_TaskSlug_MutationInput =
  | 'applyTrialEnd'
  | 'closeAccount'
  | 'createCollectionExport'
  | 'createCollectionImport'
  | 'formsRetention'
  | 'inline'
  | 'notifyEngineStatus'
  | 'notifySubmission'
  | 'provisionInstance'
  | 'queueTrialEnds'
  | 'queueTrialReminders'
  | 'resumeInstance'
  | 'schedulePublish'
  | 'sendAccountEmail'
  | 'sendNewsletterOptIn'
  | 'sendTeamEmail'
  | 'sendTrialReminder'
  | 'suspendInstance'
  | 'teardownInstance';

export type PayloadJob_TaskSlug_Operator = {
  all?: InputMaybe<Array<InputMaybe<PayloadJob_TaskSlug_Input>>>;
  equals?: InputMaybe<PayloadJob_TaskSlug_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<PayloadJob_TaskSlug_Input>>>;
  not_equals?: InputMaybe<PayloadJob_TaskSlug_Input>;
  not_in?: InputMaybe<Array<InputMaybe<PayloadJob_TaskSlug_Input>>>;
};

export type PayloadJob_TaskStatus_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadJob_TotalTried_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type PayloadJob_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadJob_WaitUntil_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadJob_Where = {
  AND?: InputMaybe<Array<InputMaybe<PayloadJob_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadJob_Where_Or>>>;
  completedAt?: InputMaybe<PayloadJob_CompletedAt_Operator>;
  createdAt?: InputMaybe<PayloadJob_CreatedAt_Operator>;
  error?: InputMaybe<PayloadJob_Error_Operator>;
  hasError?: InputMaybe<PayloadJob_HasError_Operator>;
  id?: InputMaybe<PayloadJob_Id_Operator>;
  input?: InputMaybe<PayloadJob_Input_Operator>;
  log__completedAt?: InputMaybe<PayloadJob_Log__CompletedAt_Operator>;
  log__error?: InputMaybe<PayloadJob_Log__Error_Operator>;
  log__executedAt?: InputMaybe<PayloadJob_Log__ExecutedAt_Operator>;
  log__id?: InputMaybe<PayloadJob_Log__Id_Operator>;
  log__input?: InputMaybe<PayloadJob_Log__Input_Operator>;
  log__output?: InputMaybe<PayloadJob_Log__Output_Operator>;
  log__state?: InputMaybe<PayloadJob_Log__State_Operator>;
  log__taskID?: InputMaybe<PayloadJob_Log__TaskId_Operator>;
  log__taskSlug?: InputMaybe<PayloadJob_Log__TaskSlug_Operator>;
  meta?: InputMaybe<PayloadJob_Meta_Operator>;
  processing?: InputMaybe<PayloadJob_Processing_Operator>;
  queue?: InputMaybe<PayloadJob_Queue_Operator>;
  taskSlug?: InputMaybe<PayloadJob_TaskSlug_Operator>;
  taskStatus?: InputMaybe<PayloadJob_TaskStatus_Operator>;
  totalTried?: InputMaybe<PayloadJob_TotalTried_Operator>;
  updatedAt?: InputMaybe<PayloadJob_UpdatedAt_Operator>;
  waitUntil?: InputMaybe<PayloadJob_WaitUntil_Operator>;
};

export type PayloadJob_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<PayloadJob_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadJob_Where_Or>>>;
  completedAt?: InputMaybe<PayloadJob_CompletedAt_Operator>;
  createdAt?: InputMaybe<PayloadJob_CreatedAt_Operator>;
  error?: InputMaybe<PayloadJob_Error_Operator>;
  hasError?: InputMaybe<PayloadJob_HasError_Operator>;
  id?: InputMaybe<PayloadJob_Id_Operator>;
  input?: InputMaybe<PayloadJob_Input_Operator>;
  log__completedAt?: InputMaybe<PayloadJob_Log__CompletedAt_Operator>;
  log__error?: InputMaybe<PayloadJob_Log__Error_Operator>;
  log__executedAt?: InputMaybe<PayloadJob_Log__ExecutedAt_Operator>;
  log__id?: InputMaybe<PayloadJob_Log__Id_Operator>;
  log__input?: InputMaybe<PayloadJob_Log__Input_Operator>;
  log__output?: InputMaybe<PayloadJob_Log__Output_Operator>;
  log__state?: InputMaybe<PayloadJob_Log__State_Operator>;
  log__taskID?: InputMaybe<PayloadJob_Log__TaskId_Operator>;
  log__taskSlug?: InputMaybe<PayloadJob_Log__TaskSlug_Operator>;
  meta?: InputMaybe<PayloadJob_Meta_Operator>;
  processing?: InputMaybe<PayloadJob_Processing_Operator>;
  queue?: InputMaybe<PayloadJob_Queue_Operator>;
  taskSlug?: InputMaybe<PayloadJob_TaskSlug_Operator>;
  taskStatus?: InputMaybe<PayloadJob_TaskStatus_Operator>;
  totalTried?: InputMaybe<PayloadJob_TotalTried_Operator>;
  updatedAt?: InputMaybe<PayloadJob_UpdatedAt_Operator>;
  waitUntil?: InputMaybe<PayloadJob_WaitUntil_Operator>;
};

export type PayloadJob_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<PayloadJob_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadJob_Where_Or>>>;
  completedAt?: InputMaybe<PayloadJob_CompletedAt_Operator>;
  createdAt?: InputMaybe<PayloadJob_CreatedAt_Operator>;
  error?: InputMaybe<PayloadJob_Error_Operator>;
  hasError?: InputMaybe<PayloadJob_HasError_Operator>;
  id?: InputMaybe<PayloadJob_Id_Operator>;
  input?: InputMaybe<PayloadJob_Input_Operator>;
  log__completedAt?: InputMaybe<PayloadJob_Log__CompletedAt_Operator>;
  log__error?: InputMaybe<PayloadJob_Log__Error_Operator>;
  log__executedAt?: InputMaybe<PayloadJob_Log__ExecutedAt_Operator>;
  log__id?: InputMaybe<PayloadJob_Log__Id_Operator>;
  log__input?: InputMaybe<PayloadJob_Log__Input_Operator>;
  log__output?: InputMaybe<PayloadJob_Log__Output_Operator>;
  log__state?: InputMaybe<PayloadJob_Log__State_Operator>;
  log__taskID?: InputMaybe<PayloadJob_Log__TaskId_Operator>;
  log__taskSlug?: InputMaybe<PayloadJob_Log__TaskSlug_Operator>;
  meta?: InputMaybe<PayloadJob_Meta_Operator>;
  processing?: InputMaybe<PayloadJob_Processing_Operator>;
  queue?: InputMaybe<PayloadJob_Queue_Operator>;
  taskSlug?: InputMaybe<PayloadJob_TaskSlug_Operator>;
  taskStatus?: InputMaybe<PayloadJob_TaskStatus_Operator>;
  totalTried?: InputMaybe<PayloadJob_TotalTried_Operator>;
  updatedAt?: InputMaybe<PayloadJob_UpdatedAt_Operator>;
  waitUntil?: InputMaybe<PayloadJob_WaitUntil_Operator>;
};

export type PayloadKv_Data_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadKv_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type PayloadKv_Key_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PayloadKv_Where = {
  AND?: InputMaybe<Array<InputMaybe<PayloadKv_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadKv_Where_Or>>>;
  data?: InputMaybe<PayloadKv_Data_Operator>;
  id?: InputMaybe<PayloadKv_Id_Operator>;
  key?: InputMaybe<PayloadKv_Key_Operator>;
};

export type PayloadKv_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<PayloadKv_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadKv_Where_Or>>>;
  data?: InputMaybe<PayloadKv_Data_Operator>;
  id?: InputMaybe<PayloadKv_Id_Operator>;
  key?: InputMaybe<PayloadKv_Key_Operator>;
};

export type PayloadKv_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<PayloadKv_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadKv_Where_Or>>>;
  data?: InputMaybe<PayloadKv_Data_Operator>;
  id?: InputMaybe<PayloadKv_Id_Operator>;
  key?: InputMaybe<PayloadKv_Key_Operator>;
};

export type PayloadLockedDocumentUpdate_DocumentRelationshipInput = {
  relationTo?: InputMaybe<PayloadLockedDocumentUpdate_DocumentRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadLockedDocumentUpdate_DocumentRelationshipInputRelationTo =
  | 'activity'
  | 'case_studies'
  | 'categories'
  | 'customers'
  | 'engine_instances'
  | 'form_submissions'
  | 'forms'
  | 'glossary_terms'
  | 'job_openings'
  | 'locks'
  | 'media'
  | 'newsletter_subscribers'
  | 'organisations'
  | 'pages'
  | 'posts'
  | 'provisioning_callbacks'
  | 'redirects'
  | 'search'
  | 'team_members'
  | 'testimonials'
  | 'translation_states'
  | 'users';

export type PayloadLockedDocumentUpdate_UserRelationshipInput = {
  relationTo?: InputMaybe<PayloadLockedDocumentUpdate_UserRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadLockedDocumentUpdate_UserRelationshipInputRelationTo =
  | 'customers'
  | 'users';

export type PayloadLockedDocument_DocumentRelationshipInput = {
  relationTo?: InputMaybe<PayloadLockedDocument_DocumentRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadLockedDocument_DocumentRelationshipInputRelationTo =
  | 'activity'
  | 'case_studies'
  | 'categories'
  | 'customers'
  | 'engine_instances'
  | 'form_submissions'
  | 'forms'
  | 'glossary_terms'
  | 'job_openings'
  | 'locks'
  | 'media'
  | 'newsletter_subscribers'
  | 'organisations'
  | 'pages'
  | 'posts'
  | 'provisioning_callbacks'
  | 'redirects'
  | 'search'
  | 'team_members'
  | 'testimonials'
  | 'translation_states'
  | 'users';

export type PayloadLockedDocument_Document_RelationTo =
  | 'activity'
  | 'case_studies'
  | 'categories'
  | 'customers'
  | 'engine_instances'
  | 'form_submissions'
  | 'forms'
  | 'glossary_terms'
  | 'job_openings'
  | 'media'
  | 'newsletter_subscribers'
  | 'organisations'
  | 'pages'
  | 'posts'
  | 'redirects'
  | 'search'
  | 'team_members'
  | 'testimonials'
  | 'translation_states'
  | 'users';

export type PayloadLockedDocument_UserRelationshipInput = {
  relationTo?: InputMaybe<PayloadLockedDocument_UserRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadLockedDocument_UserRelationshipInputRelationTo =
  | 'customers'
  | 'users';

export type PayloadLockedDocument_User_RelationTo =
  | 'customers'
  | 'users';

export type PayloadLockedDocument_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadLockedDocument_Document_Relation = {
  relationTo?: InputMaybe<PayloadLockedDocument_Document_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadLockedDocument_Document_Relation_RelationTo =
  | 'activity'
  | 'case_studies'
  | 'categories'
  | 'customers'
  | 'engine_instances'
  | 'form_submissions'
  | 'forms'
  | 'glossary_terms'
  | 'job_openings'
  | 'locks'
  | 'media'
  | 'newsletter_subscribers'
  | 'organisations'
  | 'pages'
  | 'posts'
  | 'provisioning_callbacks'
  | 'redirects'
  | 'search'
  | 'team_members'
  | 'testimonials'
  | 'translation_states'
  | 'users';

export type PayloadLockedDocument_GlobalSlug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PayloadLockedDocument_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type PayloadLockedDocument_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadLockedDocument_User_Relation = {
  relationTo?: InputMaybe<PayloadLockedDocument_User_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadLockedDocument_User_Relation_RelationTo =
  | 'customers'
  | 'users';

export type PayloadLockedDocument_Where = {
  AND?: InputMaybe<Array<InputMaybe<PayloadLockedDocument_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadLockedDocument_Where_Or>>>;
  createdAt?: InputMaybe<PayloadLockedDocument_CreatedAt_Operator>;
  document?: InputMaybe<PayloadLockedDocument_Document_Relation>;
  globalSlug?: InputMaybe<PayloadLockedDocument_GlobalSlug_Operator>;
  id?: InputMaybe<PayloadLockedDocument_Id_Operator>;
  updatedAt?: InputMaybe<PayloadLockedDocument_UpdatedAt_Operator>;
  user?: InputMaybe<PayloadLockedDocument_User_Relation>;
};

export type PayloadLockedDocument_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<PayloadLockedDocument_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadLockedDocument_Where_Or>>>;
  createdAt?: InputMaybe<PayloadLockedDocument_CreatedAt_Operator>;
  document?: InputMaybe<PayloadLockedDocument_Document_Relation>;
  globalSlug?: InputMaybe<PayloadLockedDocument_GlobalSlug_Operator>;
  id?: InputMaybe<PayloadLockedDocument_Id_Operator>;
  updatedAt?: InputMaybe<PayloadLockedDocument_UpdatedAt_Operator>;
  user?: InputMaybe<PayloadLockedDocument_User_Relation>;
};

export type PayloadLockedDocument_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<PayloadLockedDocument_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadLockedDocument_Where_Or>>>;
  createdAt?: InputMaybe<PayloadLockedDocument_CreatedAt_Operator>;
  document?: InputMaybe<PayloadLockedDocument_Document_Relation>;
  globalSlug?: InputMaybe<PayloadLockedDocument_GlobalSlug_Operator>;
  id?: InputMaybe<PayloadLockedDocument_Id_Operator>;
  updatedAt?: InputMaybe<PayloadLockedDocument_UpdatedAt_Operator>;
  user?: InputMaybe<PayloadLockedDocument_User_Relation>;
};

export type PayloadPreferenceUpdate_UserRelationshipInput = {
  relationTo?: InputMaybe<PayloadPreferenceUpdate_UserRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadPreferenceUpdate_UserRelationshipInputRelationTo =
  | 'customers'
  | 'users';

export type PayloadPreference_UserRelationshipInput = {
  relationTo?: InputMaybe<PayloadPreference_UserRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadPreference_UserRelationshipInputRelationTo =
  | 'customers'
  | 'users';

export type PayloadPreference_User_RelationTo =
  | 'customers'
  | 'users';

export type PayloadPreference_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadPreference_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type PayloadPreference_Key_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type PayloadPreference_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type PayloadPreference_User_Relation = {
  relationTo?: InputMaybe<PayloadPreference_User_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadPreference_User_Relation_RelationTo =
  | 'customers'
  | 'users';

export type PayloadPreference_Value_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type PayloadPreference_Where = {
  AND?: InputMaybe<Array<InputMaybe<PayloadPreference_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadPreference_Where_Or>>>;
  createdAt?: InputMaybe<PayloadPreference_CreatedAt_Operator>;
  id?: InputMaybe<PayloadPreference_Id_Operator>;
  key?: InputMaybe<PayloadPreference_Key_Operator>;
  updatedAt?: InputMaybe<PayloadPreference_UpdatedAt_Operator>;
  user?: InputMaybe<PayloadPreference_User_Relation>;
  value?: InputMaybe<PayloadPreference_Value_Operator>;
};

export type PayloadPreference_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<PayloadPreference_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadPreference_Where_Or>>>;
  createdAt?: InputMaybe<PayloadPreference_CreatedAt_Operator>;
  id?: InputMaybe<PayloadPreference_Id_Operator>;
  key?: InputMaybe<PayloadPreference_Key_Operator>;
  updatedAt?: InputMaybe<PayloadPreference_UpdatedAt_Operator>;
  user?: InputMaybe<PayloadPreference_User_Relation>;
  value?: InputMaybe<PayloadPreference_Value_Operator>;
};

export type PayloadPreference_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<PayloadPreference_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<PayloadPreference_Where_Or>>>;
  createdAt?: InputMaybe<PayloadPreference_CreatedAt_Operator>;
  id?: InputMaybe<PayloadPreference_Id_Operator>;
  key?: InputMaybe<PayloadPreference_Key_Operator>;
  updatedAt?: InputMaybe<PayloadPreference_UpdatedAt_Operator>;
  user?: InputMaybe<PayloadPreference_User_Relation>;
  value?: InputMaybe<PayloadPreference_Value_Operator>;
};

export type PostUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type PostUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type PostUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type PostVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type PostVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type PostVersion_Version__Status =
  | 'draft'
  | 'published';

export type PostVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type Post_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type Post_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Post_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type Post_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Post__Status =
  | 'draft'
  | 'published';

export type Post__Status_Input =
  | 'draft'
  | 'published';

export type Post__Status_MutationInput =
  | 'draft'
  | 'published';

export type Post__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<Post__Status_Input>>>;
  equals?: InputMaybe<Post__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Post__Status_Input>>>;
  not_equals?: InputMaybe<Post__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Post__Status_Input>>>;
};

export type Post_Authors_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Post_Categories_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Post_CodeSample_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type Post_Content_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type Post_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Post_Excerpt_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type Post_HeroImage_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Post_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Post_Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type Post_Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Post_Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Post_PublishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Post_Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Post_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Post_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Post_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<Post_Translation__DeCh_Input>>>;
  equals?: InputMaybe<Post_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Post_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<Post_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Post_Translation__DeCh_Input>>>;
};

export type Post_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Post_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<Post_Translation__En_Input>>>;
  equals?: InputMaybe<Post_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Post_Translation__En_Input>>>;
  not_equals?: InputMaybe<Post_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Post_Translation__En_Input>>>;
};

export type Post_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Post_Where = {
  AND?: InputMaybe<Array<InputMaybe<Post_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Post_Where_Or>>>;
  _status?: InputMaybe<Post__Status_Operator>;
  authors?: InputMaybe<Post_Authors_Operator>;
  categories?: InputMaybe<Post_Categories_Operator>;
  codeSample?: InputMaybe<Post_CodeSample_Operator>;
  content?: InputMaybe<Post_Content_Operator>;
  createdAt?: InputMaybe<Post_CreatedAt_Operator>;
  excerpt?: InputMaybe<Post_Excerpt_Operator>;
  heroImage?: InputMaybe<Post_HeroImage_Operator>;
  id?: InputMaybe<Post_Id_Operator>;
  meta__description?: InputMaybe<Post_Meta__Description_Operator>;
  meta__image?: InputMaybe<Post_Meta__Image_Operator>;
  meta__title?: InputMaybe<Post_Meta__Title_Operator>;
  publishedAt?: InputMaybe<Post_PublishedAt_Operator>;
  slug?: InputMaybe<Post_Slug_Operator>;
  title?: InputMaybe<Post_Title_Operator>;
  translation__deCH?: InputMaybe<Post_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Post_Translation__En_Operator>;
  updatedAt?: InputMaybe<Post_UpdatedAt_Operator>;
};

export type Post_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Post_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Post_Where_Or>>>;
  _status?: InputMaybe<Post__Status_Operator>;
  authors?: InputMaybe<Post_Authors_Operator>;
  categories?: InputMaybe<Post_Categories_Operator>;
  codeSample?: InputMaybe<Post_CodeSample_Operator>;
  content?: InputMaybe<Post_Content_Operator>;
  createdAt?: InputMaybe<Post_CreatedAt_Operator>;
  excerpt?: InputMaybe<Post_Excerpt_Operator>;
  heroImage?: InputMaybe<Post_HeroImage_Operator>;
  id?: InputMaybe<Post_Id_Operator>;
  meta__description?: InputMaybe<Post_Meta__Description_Operator>;
  meta__image?: InputMaybe<Post_Meta__Image_Operator>;
  meta__title?: InputMaybe<Post_Meta__Title_Operator>;
  publishedAt?: InputMaybe<Post_PublishedAt_Operator>;
  slug?: InputMaybe<Post_Slug_Operator>;
  title?: InputMaybe<Post_Title_Operator>;
  translation__deCH?: InputMaybe<Post_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Post_Translation__En_Operator>;
  updatedAt?: InputMaybe<Post_UpdatedAt_Operator>;
};

export type Post_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Post_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Post_Where_Or>>>;
  _status?: InputMaybe<Post__Status_Operator>;
  authors?: InputMaybe<Post_Authors_Operator>;
  categories?: InputMaybe<Post_Categories_Operator>;
  codeSample?: InputMaybe<Post_CodeSample_Operator>;
  content?: InputMaybe<Post_Content_Operator>;
  createdAt?: InputMaybe<Post_CreatedAt_Operator>;
  excerpt?: InputMaybe<Post_Excerpt_Operator>;
  heroImage?: InputMaybe<Post_HeroImage_Operator>;
  id?: InputMaybe<Post_Id_Operator>;
  meta__description?: InputMaybe<Post_Meta__Description_Operator>;
  meta__image?: InputMaybe<Post_Meta__Image_Operator>;
  meta__title?: InputMaybe<Post_Meta__Title_Operator>;
  publishedAt?: InputMaybe<Post_PublishedAt_Operator>;
  slug?: InputMaybe<Post_Slug_Operator>;
  title?: InputMaybe<Post_Title_Operator>;
  translation__deCH?: InputMaybe<Post_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Post_Translation__En_Operator>;
  updatedAt?: InputMaybe<Post_UpdatedAt_Operator>;
};

export type RedirectUpdate_To_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<RedirectUpdate_To_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type RedirectUpdate_To_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type RedirectUpdate_Type_MutationInput =
  | '_301'
  | '_302'
  | '_307'
  | '_308';

export type Redirect_To_ReferenceRelationshipInput = {
  relationTo?: InputMaybe<Redirect_To_ReferenceRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Redirect_To_ReferenceRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Redirect_To_Reference_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Redirect_To_Type =
  | 'custom'
  | 'reference';

export type Redirect_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Redirect_From_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Redirect_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Redirect_To__Reference_Relation = {
  relationTo?: InputMaybe<Redirect_To__Reference_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Redirect_To__Reference_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type Redirect_To__Type_Input =
  | 'custom'
  | 'reference';

export type Redirect_To__Type_Operator = {
  contains?: InputMaybe<Redirect_To__Type_Input>;
  equals?: InputMaybe<Redirect_To__Type_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Redirect_To__Type_Input>;
  not_equals?: InputMaybe<Redirect_To__Type_Input>;
};

export type Redirect_To__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Redirect_Type =
  | '_301'
  | '_302'
  | '_307'
  | '_308';

export type Redirect_Type_Input =
  | '_301'
  | '_302'
  | '_307'
  | '_308';

export type Redirect_Type_MutationInput =
  | '_301'
  | '_302'
  | '_307'
  | '_308';

export type Redirect_Type_Operator = {
  all?: InputMaybe<Array<InputMaybe<Redirect_Type_Input>>>;
  equals?: InputMaybe<Redirect_Type_Input>;
  in?: InputMaybe<Array<InputMaybe<Redirect_Type_Input>>>;
  not_equals?: InputMaybe<Redirect_Type_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Redirect_Type_Input>>>;
};

export type Redirect_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Redirect_Where = {
  AND?: InputMaybe<Array<InputMaybe<Redirect_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Redirect_Where_Or>>>;
  createdAt?: InputMaybe<Redirect_CreatedAt_Operator>;
  from?: InputMaybe<Redirect_From_Operator>;
  id?: InputMaybe<Redirect_Id_Operator>;
  to__reference?: InputMaybe<Redirect_To__Reference_Relation>;
  to__type?: InputMaybe<Redirect_To__Type_Operator>;
  to__url?: InputMaybe<Redirect_To__Url_Operator>;
  type?: InputMaybe<Redirect_Type_Operator>;
  updatedAt?: InputMaybe<Redirect_UpdatedAt_Operator>;
};

export type Redirect_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Redirect_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Redirect_Where_Or>>>;
  createdAt?: InputMaybe<Redirect_CreatedAt_Operator>;
  from?: InputMaybe<Redirect_From_Operator>;
  id?: InputMaybe<Redirect_Id_Operator>;
  to__reference?: InputMaybe<Redirect_To__Reference_Relation>;
  to__type?: InputMaybe<Redirect_To__Type_Operator>;
  to__url?: InputMaybe<Redirect_To__Url_Operator>;
  type?: InputMaybe<Redirect_Type_Operator>;
  updatedAt?: InputMaybe<Redirect_UpdatedAt_Operator>;
};

export type Redirect_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Redirect_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Redirect_Where_Or>>>;
  createdAt?: InputMaybe<Redirect_CreatedAt_Operator>;
  from?: InputMaybe<Redirect_From_Operator>;
  id?: InputMaybe<Redirect_Id_Operator>;
  to__reference?: InputMaybe<Redirect_To__Reference_Relation>;
  to__type?: InputMaybe<Redirect_To__Type_Operator>;
  to__url?: InputMaybe<Redirect_To__Url_Operator>;
  type?: InputMaybe<Redirect_Type_Operator>;
  updatedAt?: InputMaybe<Redirect_UpdatedAt_Operator>;
};

export type SearchUpdate_DocRelationshipInput = {
  relationTo?: InputMaybe<SearchUpdate_DocRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type SearchUpdate_DocRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'pages'
  | 'posts';

export type Search_DocRelationshipInput = {
  relationTo?: InputMaybe<Search_DocRelationshipInputRelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Search_DocRelationshipInputRelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'pages'
  | 'posts';

export type Search_Doc_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'pages'
  | 'posts';

export type Search_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Search_Doc_Relation = {
  relationTo?: InputMaybe<Search_Doc_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Search_Doc_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'pages'
  | 'posts';

export type Search_Excerpt_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type Search_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Search_Priority_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type Search_Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Search_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Search_Where = {
  AND?: InputMaybe<Array<InputMaybe<Search_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Search_Where_Or>>>;
  createdAt?: InputMaybe<Search_CreatedAt_Operator>;
  doc?: InputMaybe<Search_Doc_Relation>;
  excerpt?: InputMaybe<Search_Excerpt_Operator>;
  id?: InputMaybe<Search_Id_Operator>;
  priority?: InputMaybe<Search_Priority_Operator>;
  title?: InputMaybe<Search_Title_Operator>;
  updatedAt?: InputMaybe<Search_UpdatedAt_Operator>;
};

export type Search_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Search_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Search_Where_Or>>>;
  createdAt?: InputMaybe<Search_CreatedAt_Operator>;
  doc?: InputMaybe<Search_Doc_Relation>;
  excerpt?: InputMaybe<Search_Excerpt_Operator>;
  id?: InputMaybe<Search_Id_Operator>;
  priority?: InputMaybe<Search_Priority_Operator>;
  title?: InputMaybe<Search_Title_Operator>;
  updatedAt?: InputMaybe<Search_UpdatedAt_Operator>;
};

export type Search_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Search_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Search_Where_Or>>>;
  createdAt?: InputMaybe<Search_CreatedAt_Operator>;
  doc?: InputMaybe<Search_Doc_Relation>;
  excerpt?: InputMaybe<Search_Excerpt_Operator>;
  id?: InputMaybe<Search_Id_Operator>;
  priority?: InputMaybe<Search_Priority_Operator>;
  title?: InputMaybe<Search_Title_Operator>;
  updatedAt?: InputMaybe<Search_UpdatedAt_Operator>;
};

export type SiteSettingVersion_Version__Status =
  | 'draft'
  | 'published';

export type SiteSettingVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type SiteSetting__Status =
  | 'draft'
  | 'published';

export type SiteSetting__Status_MutationInput =
  | 'draft'
  | 'published';

export type TeamMemberUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMemberUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMemberUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type TeamMemberVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMemberVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMemberVersion_Version__Status =
  | 'draft'
  | 'published';

export type TeamMemberVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type TeamMember_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMember_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMember_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMember_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMember__Status =
  | 'draft'
  | 'published';

export type TeamMember__Status_Input =
  | 'draft'
  | 'published';

export type TeamMember__Status_MutationInput =
  | 'draft'
  | 'published';

export type TeamMember__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<TeamMember__Status_Input>>>;
  equals?: InputMaybe<TeamMember__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<TeamMember__Status_Input>>>;
  not_equals?: InputMaybe<TeamMember__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<TeamMember__Status_Input>>>;
};

export type TeamMember_Bio_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type TeamMember_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TeamMember_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type TeamMember_Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type TeamMember_Order_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type TeamMember_Photo_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type TeamMember_Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type TeamMember_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMember_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<TeamMember_Translation__DeCh_Input>>>;
  equals?: InputMaybe<TeamMember_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<TeamMember_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<TeamMember_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<TeamMember_Translation__DeCh_Input>>>;
};

export type TeamMember_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type TeamMember_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<TeamMember_Translation__En_Input>>>;
  equals?: InputMaybe<TeamMember_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<TeamMember_Translation__En_Input>>>;
  not_equals?: InputMaybe<TeamMember_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<TeamMember_Translation__En_Input>>>;
};

export type TeamMember_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TeamMember_Where = {
  AND?: InputMaybe<Array<InputMaybe<TeamMember_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<TeamMember_Where_Or>>>;
  _status?: InputMaybe<TeamMember__Status_Operator>;
  bio?: InputMaybe<TeamMember_Bio_Operator>;
  createdAt?: InputMaybe<TeamMember_CreatedAt_Operator>;
  id?: InputMaybe<TeamMember_Id_Operator>;
  name?: InputMaybe<TeamMember_Name_Operator>;
  order?: InputMaybe<TeamMember_Order_Operator>;
  photo?: InputMaybe<TeamMember_Photo_Operator>;
  role?: InputMaybe<TeamMember_Role_Operator>;
  translation__deCH?: InputMaybe<TeamMember_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<TeamMember_Translation__En_Operator>;
  updatedAt?: InputMaybe<TeamMember_UpdatedAt_Operator>;
};

export type TeamMember_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<TeamMember_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<TeamMember_Where_Or>>>;
  _status?: InputMaybe<TeamMember__Status_Operator>;
  bio?: InputMaybe<TeamMember_Bio_Operator>;
  createdAt?: InputMaybe<TeamMember_CreatedAt_Operator>;
  id?: InputMaybe<TeamMember_Id_Operator>;
  name?: InputMaybe<TeamMember_Name_Operator>;
  order?: InputMaybe<TeamMember_Order_Operator>;
  photo?: InputMaybe<TeamMember_Photo_Operator>;
  role?: InputMaybe<TeamMember_Role_Operator>;
  translation__deCH?: InputMaybe<TeamMember_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<TeamMember_Translation__En_Operator>;
  updatedAt?: InputMaybe<TeamMember_UpdatedAt_Operator>;
};

export type TeamMember_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<TeamMember_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<TeamMember_Where_Or>>>;
  _status?: InputMaybe<TeamMember__Status_Operator>;
  bio?: InputMaybe<TeamMember_Bio_Operator>;
  createdAt?: InputMaybe<TeamMember_CreatedAt_Operator>;
  id?: InputMaybe<TeamMember_Id_Operator>;
  name?: InputMaybe<TeamMember_Name_Operator>;
  order?: InputMaybe<TeamMember_Order_Operator>;
  photo?: InputMaybe<TeamMember_Photo_Operator>;
  role?: InputMaybe<TeamMember_Role_Operator>;
  translation__deCH?: InputMaybe<TeamMember_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<TeamMember_Translation__En_Operator>;
  updatedAt?: InputMaybe<TeamMember_UpdatedAt_Operator>;
};

export type TestimonialUpdate_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TestimonialUpdate_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TestimonialUpdate__Status_MutationInput =
  | 'draft'
  | 'published';

export type TestimonialVersion_Version_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type TestimonialVersion_Version_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type TestimonialVersion_Version__Status =
  | 'draft'
  | 'published';

export type TestimonialVersion_PublishedLocale =
  | 'de_CH'
  | 'en';

export type Testimonial_Translation_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type Testimonial_Translation_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Testimonial_Translation_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type Testimonial_Translation_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type Testimonial__Status =
  | 'draft'
  | 'published';

export type Testimonial__Status_Input =
  | 'draft'
  | 'published';

export type Testimonial__Status_MutationInput =
  | 'draft'
  | 'published';

export type Testimonial__Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<Testimonial__Status_Input>>>;
  equals?: InputMaybe<Testimonial__Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Testimonial__Status_Input>>>;
  not_equals?: InputMaybe<Testimonial__Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Testimonial__Status_Input>>>;
};

export type Testimonial_Author_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Testimonial_Company_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Testimonial_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Testimonial_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type Testimonial_Logo_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type Testimonial_Quote_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type Testimonial_Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type Testimonial_Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Testimonial_Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<Testimonial_Translation__DeCh_Input>>>;
  equals?: InputMaybe<Testimonial_Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Testimonial_Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<Testimonial_Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Testimonial_Translation__DeCh_Input>>>;
};

export type Testimonial_Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type Testimonial_Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<Testimonial_Translation__En_Input>>>;
  equals?: InputMaybe<Testimonial_Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Testimonial_Translation__En_Input>>>;
  not_equals?: InputMaybe<Testimonial_Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<Testimonial_Translation__En_Input>>>;
};

export type Testimonial_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Testimonial_Where = {
  AND?: InputMaybe<Array<InputMaybe<Testimonial_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Testimonial_Where_Or>>>;
  _status?: InputMaybe<Testimonial__Status_Operator>;
  author?: InputMaybe<Testimonial_Author_Operator>;
  company?: InputMaybe<Testimonial_Company_Operator>;
  createdAt?: InputMaybe<Testimonial_CreatedAt_Operator>;
  id?: InputMaybe<Testimonial_Id_Operator>;
  logo?: InputMaybe<Testimonial_Logo_Operator>;
  quote?: InputMaybe<Testimonial_Quote_Operator>;
  role?: InputMaybe<Testimonial_Role_Operator>;
  translation__deCH?: InputMaybe<Testimonial_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Testimonial_Translation__En_Operator>;
  updatedAt?: InputMaybe<Testimonial_UpdatedAt_Operator>;
};

export type Testimonial_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<Testimonial_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Testimonial_Where_Or>>>;
  _status?: InputMaybe<Testimonial__Status_Operator>;
  author?: InputMaybe<Testimonial_Author_Operator>;
  company?: InputMaybe<Testimonial_Company_Operator>;
  createdAt?: InputMaybe<Testimonial_CreatedAt_Operator>;
  id?: InputMaybe<Testimonial_Id_Operator>;
  logo?: InputMaybe<Testimonial_Logo_Operator>;
  quote?: InputMaybe<Testimonial_Quote_Operator>;
  role?: InputMaybe<Testimonial_Role_Operator>;
  translation__deCH?: InputMaybe<Testimonial_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Testimonial_Translation__En_Operator>;
  updatedAt?: InputMaybe<Testimonial_UpdatedAt_Operator>;
};

export type Testimonial_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<Testimonial_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<Testimonial_Where_Or>>>;
  _status?: InputMaybe<Testimonial__Status_Operator>;
  author?: InputMaybe<Testimonial_Author_Operator>;
  company?: InputMaybe<Testimonial_Company_Operator>;
  createdAt?: InputMaybe<Testimonial_CreatedAt_Operator>;
  id?: InputMaybe<Testimonial_Id_Operator>;
  logo?: InputMaybe<Testimonial_Logo_Operator>;
  quote?: InputMaybe<Testimonial_Quote_Operator>;
  role?: InputMaybe<Testimonial_Role_Operator>;
  translation__deCH?: InputMaybe<Testimonial_Translation__DeCh_Operator>;
  translation__en?: InputMaybe<Testimonial_Translation__En_Operator>;
  updatedAt?: InputMaybe<Testimonial_UpdatedAt_Operator>;
};

export type TranslationStateUpdate_Status_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationStateUpdate_Status_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_Status_DeCh =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_Status_DeCh_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_Status_En =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_Status_En_MutationInput =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TranslationState_Document_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type TranslationState_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type TranslationState_Key_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type TranslationState_SeenAt_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type TranslationState_State_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  intersects?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  within?: InputMaybe<Scalars['JSON']['input']>;
};

export type TranslationState_Status__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_Status__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<TranslationState_Status__DeCh_Input>>>;
  equals?: InputMaybe<TranslationState_Status__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<TranslationState_Status__DeCh_Input>>>;
  not_equals?: InputMaybe<TranslationState_Status__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<TranslationState_Status__DeCh_Input>>>;
};

export type TranslationState_Status__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type TranslationState_Status__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<TranslationState_Status__En_Input>>>;
  equals?: InputMaybe<TranslationState_Status__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<TranslationState_Status__En_Input>>>;
  not_equals?: InputMaybe<TranslationState_Status__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<TranslationState_Status__En_Input>>>;
};

export type TranslationState_Target_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type TranslationState_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type TranslationState_Where = {
  AND?: InputMaybe<Array<InputMaybe<TranslationState_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<TranslationState_Where_Or>>>;
  createdAt?: InputMaybe<TranslationState_CreatedAt_Operator>;
  document?: InputMaybe<TranslationState_Document_Operator>;
  id?: InputMaybe<TranslationState_Id_Operator>;
  key?: InputMaybe<TranslationState_Key_Operator>;
  seenAt?: InputMaybe<TranslationState_SeenAt_Operator>;
  state?: InputMaybe<TranslationState_State_Operator>;
  status__deCH?: InputMaybe<TranslationState_Status__DeCh_Operator>;
  status__en?: InputMaybe<TranslationState_Status__En_Operator>;
  target?: InputMaybe<TranslationState_Target_Operator>;
  updatedAt?: InputMaybe<TranslationState_UpdatedAt_Operator>;
};

export type TranslationState_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<TranslationState_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<TranslationState_Where_Or>>>;
  createdAt?: InputMaybe<TranslationState_CreatedAt_Operator>;
  document?: InputMaybe<TranslationState_Document_Operator>;
  id?: InputMaybe<TranslationState_Id_Operator>;
  key?: InputMaybe<TranslationState_Key_Operator>;
  seenAt?: InputMaybe<TranslationState_SeenAt_Operator>;
  state?: InputMaybe<TranslationState_State_Operator>;
  status__deCH?: InputMaybe<TranslationState_Status__DeCh_Operator>;
  status__en?: InputMaybe<TranslationState_Status__En_Operator>;
  target?: InputMaybe<TranslationState_Target_Operator>;
  updatedAt?: InputMaybe<TranslationState_UpdatedAt_Operator>;
};

export type TranslationState_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<TranslationState_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<TranslationState_Where_Or>>>;
  createdAt?: InputMaybe<TranslationState_CreatedAt_Operator>;
  document?: InputMaybe<TranslationState_Document_Operator>;
  id?: InputMaybe<TranslationState_Id_Operator>;
  key?: InputMaybe<TranslationState_Key_Operator>;
  seenAt?: InputMaybe<TranslationState_SeenAt_Operator>;
  state?: InputMaybe<TranslationState_State_Operator>;
  status__deCH?: InputMaybe<TranslationState_Status__DeCh_Operator>;
  status__en?: InputMaybe<TranslationState_Status__En_Operator>;
  target?: InputMaybe<TranslationState_Target_Operator>;
  updatedAt?: InputMaybe<TranslationState_UpdatedAt_Operator>;
};

export type UserUpdate_Role_MutationInput =
  | 'admin'
  | 'editor'
  | 'support';

export type User_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type User_Email_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type User_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type User_Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type User_Role =
  | 'admin'
  | 'editor'
  | 'support';

export type User_Role_Input =
  | 'admin'
  | 'editor'
  | 'support';

export type User_Role_MutationInput =
  | 'admin'
  | 'editor'
  | 'support';

export type User_Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<User_Role_Input>>>;
  equals?: InputMaybe<User_Role_Input>;
  in?: InputMaybe<Array<InputMaybe<User_Role_Input>>>;
  not_equals?: InputMaybe<User_Role_Input>;
  not_in?: InputMaybe<Array<InputMaybe<User_Role_Input>>>;
};

export type User_Sessions__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type User_Sessions__ExpiresAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type User_Sessions__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type User_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type User_Where = {
  AND?: InputMaybe<Array<InputMaybe<User_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<User_Where_Or>>>;
  createdAt?: InputMaybe<User_CreatedAt_Operator>;
  email?: InputMaybe<User_Email_Operator>;
  id?: InputMaybe<User_Id_Operator>;
  name?: InputMaybe<User_Name_Operator>;
  role?: InputMaybe<User_Role_Operator>;
  sessions__createdAt?: InputMaybe<User_Sessions__CreatedAt_Operator>;
  sessions__expiresAt?: InputMaybe<User_Sessions__ExpiresAt_Operator>;
  sessions__id?: InputMaybe<User_Sessions__Id_Operator>;
  updatedAt?: InputMaybe<User_UpdatedAt_Operator>;
};

export type User_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<User_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<User_Where_Or>>>;
  createdAt?: InputMaybe<User_CreatedAt_Operator>;
  email?: InputMaybe<User_Email_Operator>;
  id?: InputMaybe<User_Id_Operator>;
  name?: InputMaybe<User_Name_Operator>;
  role?: InputMaybe<User_Role_Operator>;
  sessions__createdAt?: InputMaybe<User_Sessions__CreatedAt_Operator>;
  sessions__expiresAt?: InputMaybe<User_Sessions__ExpiresAt_Operator>;
  sessions__id?: InputMaybe<User_Sessions__Id_Operator>;
  updatedAt?: InputMaybe<User_UpdatedAt_Operator>;
};

export type User_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<User_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<User_Where_Or>>>;
  createdAt?: InputMaybe<User_CreatedAt_Operator>;
  email?: InputMaybe<User_Email_Operator>;
  id?: InputMaybe<User_Id_Operator>;
  name?: InputMaybe<User_Name_Operator>;
  role?: InputMaybe<User_Role_Operator>;
  sessions__createdAt?: InputMaybe<User_Sessions__CreatedAt_Operator>;
  sessions__expiresAt?: InputMaybe<User_Sessions__ExpiresAt_Operator>;
  sessions__id?: InputMaybe<User_Sessions__Id_Operator>;
  updatedAt?: InputMaybe<User_UpdatedAt_Operator>;
};

export type MutationActivityInput = {
  action: Activity_Action_MutationInput;
  actorCustomer?: InputMaybe<Scalars['Int']['input']>;
  actorStaff?: InputMaybe<Scalars['Int']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  organisation?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Activity_Role_MutationInput>;
  subject?: InputMaybe<Scalars['String']['input']>;
  subjectCustomer?: InputMaybe<Scalars['Int']['input']>;
  subjectInstance?: InputMaybe<Scalars['Int']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationActivityUpdateInput = {
  action?: InputMaybe<ActivityUpdate_Action_MutationInput>;
  actorCustomer?: InputMaybe<Scalars['Int']['input']>;
  actorStaff?: InputMaybe<Scalars['Int']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  organisation?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<ActivityUpdate_Role_MutationInput>;
  subject?: InputMaybe<Scalars['String']['input']>;
  subjectCustomer?: InputMaybe<Scalars['Int']['input']>;
  subjectInstance?: InputMaybe<Scalars['Int']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudyInput = {
  _status?: InputMaybe<CaseStudy__Status_MutationInput>;
  client: Scalars['String']['input'];
  content?: InputMaybe<Scalars['JSON']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  figures?: InputMaybe<Array<InputMaybe<MutationCaseStudy_FiguresInput>>>;
  heroImage?: InputMaybe<Scalars['Int']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  meta?: InputMaybe<MutationCaseStudy_MetaInput>;
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  testimonial?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationCaseStudy_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudyUpdateInput = {
  _status?: InputMaybe<CaseStudyUpdate__Status_MutationInput>;
  client?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['JSON']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  figures?: InputMaybe<Array<InputMaybe<MutationCaseStudyUpdate_FiguresInput>>>;
  heroImage?: InputMaybe<Scalars['Int']['input']>;
  industry?: InputMaybe<Scalars['String']['input']>;
  meta?: InputMaybe<MutationCaseStudyUpdate_MetaInput>;
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  testimonial?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationCaseStudyUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudyUpdate_FiguresInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudyUpdate_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudyUpdate_TranslationInput = {
  deCH?: InputMaybe<CaseStudyUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<CaseStudyUpdate_Translation_En_MutationInput>;
};

export type MutationCaseStudy_FiguresInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  label?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudy_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCaseStudy_TranslationInput = {
  deCH?: InputMaybe<CaseStudy_Translation_DeCh_MutationInput>;
  en?: InputMaybe<CaseStudy_Translation_En_MutationInput>;
};

export type MutationCategoryInput = {
  _status?: InputMaybe<Category__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationCategory_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCategoryUpdateInput = {
  _status?: InputMaybe<CategoryUpdate__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationCategoryUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCategoryUpdate_TranslationInput = {
  deCH?: InputMaybe<CategoryUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<CategoryUpdate_Translation_En_MutationInput>;
};

export type MutationCategory_TranslationInput = {
  deCH?: InputMaybe<Category_Translation_DeCh_MutationInput>;
  en?: InputMaybe<Category_Translation_En_MutationInput>;
};

export type MutationCustomerInput = {
  _verificationToken?: InputMaybe<Scalars['String']['input']>;
  _verified?: InputMaybe<Scalars['Boolean']['input']>;
  closedAt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  extendTrialByDays?: InputMaybe<Scalars['Float']['input']>;
  hash?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Customer_Locale_MutationInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  pendingEmail?: InputMaybe<Scalars['String']['input']>;
  pendingEmailExpiresAt?: InputMaybe<Scalars['String']['input']>;
  pendingEmailTokenHash?: InputMaybe<Scalars['String']['input']>;
  resetPasswordExpiration?: InputMaybe<Scalars['String']['input']>;
  resetPasswordRequestedAt?: InputMaybe<Scalars['String']['input']>;
  resetPasswordToken?: InputMaybe<Scalars['String']['input']>;
  salt?: InputMaybe<Scalars['String']['input']>;
  sessions?: InputMaybe<Array<InputMaybe<MutationCustomer_SessionsInput>>>;
  trialEndsAt?: InputMaybe<Scalars['String']['input']>;
  trialRemindersSent?: InputMaybe<MutationCustomer_TrialRemindersSentInput>;
  trialSuspendedAt?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  verificationIssuedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCustomerUpdateInput = {
  _verificationToken?: InputMaybe<Scalars['String']['input']>;
  _verified?: InputMaybe<Scalars['Boolean']['input']>;
  closedAt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  extendTrialByDays?: InputMaybe<Scalars['Float']['input']>;
  hash?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<CustomerUpdate_Locale_MutationInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  pendingEmail?: InputMaybe<Scalars['String']['input']>;
  pendingEmailExpiresAt?: InputMaybe<Scalars['String']['input']>;
  pendingEmailTokenHash?: InputMaybe<Scalars['String']['input']>;
  resetPasswordExpiration?: InputMaybe<Scalars['String']['input']>;
  resetPasswordRequestedAt?: InputMaybe<Scalars['String']['input']>;
  resetPasswordToken?: InputMaybe<Scalars['String']['input']>;
  salt?: InputMaybe<Scalars['String']['input']>;
  sessions?: InputMaybe<Array<InputMaybe<MutationCustomerUpdate_SessionsInput>>>;
  trialEndsAt?: InputMaybe<Scalars['String']['input']>;
  trialRemindersSent?: InputMaybe<MutationCustomerUpdate_TrialRemindersSentInput>;
  trialSuspendedAt?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  verificationIssuedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCustomerUpdate_SessionsInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  expiresAt: Scalars['String']['input'];
  id: Scalars['String']['input'];
};

export type MutationCustomerUpdate_TrialRemindersSentInput = {
  endingSoon?: InputMaybe<Scalars['String']['input']>;
  lastDay?: InputMaybe<Scalars['String']['input']>;
};

export type MutationCustomer_SessionsInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  expiresAt: Scalars['String']['input'];
  id: Scalars['String']['input'];
};

export type MutationCustomer_TrialRemindersSentInput = {
  endingSoon?: InputMaybe<Scalars['String']['input']>;
  lastDay?: InputMaybe<Scalars['String']['input']>;
};

export type MutationEngineInstanceInput = {
  adminUrl?: InputMaybe<Scalars['String']['input']>;
  apiUrl?: InputMaybe<Scalars['String']['input']>;
  callbackSequence?: InputMaybe<Scalars['Float']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  defaultSender?: InputMaybe<Scalars['String']['input']>;
  deletedAt?: InputMaybe<Scalars['String']['input']>;
  failureMessage?: InputMaybe<Scalars['String']['input']>;
  instanceId?: InputMaybe<Scalars['String']['input']>;
  launchRetries?: InputMaybe<Scalars['Float']['input']>;
  launchedBy?: InputMaybe<Scalars['Int']['input']>;
  organisation?: InputMaybe<Scalars['Int']['input']>;
  pendingSince?: InputMaybe<Scalars['String']['input']>;
  provisioningAttempts?: InputMaybe<Scalars['Float']['input']>;
  recipientEmail: Scalars['String']['input'];
  releasedSubdomain?: InputMaybe<Scalars['String']['input']>;
  senderEmail?: InputMaybe<Scalars['String']['input']>;
  services?: InputMaybe<Array<InputMaybe<MutationEngineInstance_ServicesInput>>>;
  shopName: Scalars['String']['input'];
  smtpHost?: InputMaybe<Scalars['String']['input']>;
  smtpPassword?: InputMaybe<Scalars['String']['input']>;
  smtpPasswordSet?: InputMaybe<Scalars['Boolean']['input']>;
  smtpPort?: InputMaybe<Scalars['Float']['input']>;
  smtpUser?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EngineInstance_Status_MutationInput>;
  subdomain?: InputMaybe<Scalars['String']['input']>;
  suspendedAt?: InputMaybe<Scalars['String']['input']>;
  tasks?: InputMaybe<Array<InputMaybe<MutationEngineInstance_TasksInput>>>;
  teardownAttempts?: InputMaybe<Scalars['Float']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  xpub?: InputMaybe<Scalars['String']['input']>;
};

export type MutationEngineInstanceUpdateInput = {
  adminUrl?: InputMaybe<Scalars['String']['input']>;
  apiUrl?: InputMaybe<Scalars['String']['input']>;
  callbackSequence?: InputMaybe<Scalars['Float']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  defaultSender?: InputMaybe<Scalars['String']['input']>;
  deletedAt?: InputMaybe<Scalars['String']['input']>;
  failureMessage?: InputMaybe<Scalars['String']['input']>;
  instanceId?: InputMaybe<Scalars['String']['input']>;
  launchRetries?: InputMaybe<Scalars['Float']['input']>;
  launchedBy?: InputMaybe<Scalars['Int']['input']>;
  organisation?: InputMaybe<Scalars['Int']['input']>;
  pendingSince?: InputMaybe<Scalars['String']['input']>;
  provisioningAttempts?: InputMaybe<Scalars['Float']['input']>;
  recipientEmail?: InputMaybe<Scalars['String']['input']>;
  releasedSubdomain?: InputMaybe<Scalars['String']['input']>;
  senderEmail?: InputMaybe<Scalars['String']['input']>;
  services?: InputMaybe<Array<InputMaybe<MutationEngineInstanceUpdate_ServicesInput>>>;
  shopName?: InputMaybe<Scalars['String']['input']>;
  smtpHost?: InputMaybe<Scalars['String']['input']>;
  smtpPassword?: InputMaybe<Scalars['String']['input']>;
  smtpPasswordSet?: InputMaybe<Scalars['Boolean']['input']>;
  smtpPort?: InputMaybe<Scalars['Float']['input']>;
  smtpUser?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<EngineInstanceUpdate_Status_MutationInput>;
  subdomain?: InputMaybe<Scalars['String']['input']>;
  suspendedAt?: InputMaybe<Scalars['String']['input']>;
  tasks?: InputMaybe<Array<InputMaybe<MutationEngineInstanceUpdate_TasksInput>>>;
  teardownAttempts?: InputMaybe<Scalars['Float']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  xpub?: InputMaybe<Scalars['String']['input']>;
};

export type MutationEngineInstanceUpdate_ServicesInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  service: EngineInstanceUpdate_Services_Service_MutationInput;
  state: EngineInstanceUpdate_Services_State_MutationInput;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationEngineInstanceUpdate_TasksInput = {
  finishedAt?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  startedAt?: InputMaybe<Scalars['String']['input']>;
  state: EngineInstanceUpdate_Tasks_State_MutationInput;
  step: EngineInstanceUpdate_Tasks_Step_MutationInput;
};

export type MutationEngineInstance_ServicesInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  service: EngineInstance_Services_Service_MutationInput;
  state: EngineInstance_Services_State_MutationInput;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationEngineInstance_TasksInput = {
  finishedAt?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  startedAt?: InputMaybe<Scalars['String']['input']>;
  state: EngineInstance_Tasks_State_MutationInput;
  step: EngineInstance_Tasks_Step_MutationInput;
};

export type MutationExportInput = {
  _objectKey?: InputMaybe<Scalars['String']['input']>;
  collectionSlug: Scalars['String']['input'];
  createdAt?: InputMaybe<Scalars['String']['input']>;
  drafts?: InputMaybe<Export_Drafts_MutationInput>;
  fields?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  focalX?: InputMaybe<Scalars['Float']['input']>;
  focalY?: InputMaybe<Scalars['Float']['input']>;
  format: Export_Format_MutationInput;
  height?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Float']['input']>;
  locale?: InputMaybe<Export_Locale_MutationInput>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Float']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  selectionToUse?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Export_SortOrder_MutationInput>;
  thumbnailURL?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<Scalars['JSON']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationExportUpdateInput = {
  _objectKey?: InputMaybe<Scalars['String']['input']>;
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  drafts?: InputMaybe<ExportUpdate_Drafts_MutationInput>;
  fields?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  focalX?: InputMaybe<Scalars['Float']['input']>;
  focalY?: InputMaybe<Scalars['Float']['input']>;
  format?: InputMaybe<ExportUpdate_Format_MutationInput>;
  height?: InputMaybe<Scalars['Float']['input']>;
  limit?: InputMaybe<Scalars['Float']['input']>;
  locale?: InputMaybe<ExportUpdate_Locale_MutationInput>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Float']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  selectionToUse?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<ExportUpdate_SortOrder_MutationInput>;
  thumbnailURL?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  where?: InputMaybe<Scalars['JSON']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationFooterInput = {
  _status?: InputMaybe<Footer__Status_MutationInput>;
  columns?: InputMaybe<Array<InputMaybe<MutationFooter_ColumnsInput>>>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  legalLinks?: InputMaybe<Array<InputMaybe<MutationFooter_LegalLinksInput>>>;
  newsletter?: InputMaybe<MutationFooter_NewsletterInput>;
  tagline?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFooter_ColumnsInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  links?: InputMaybe<Array<InputMaybe<MutationFooter_Columns_LinksInput>>>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFooter_Columns_LinksInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  link: MutationFooter_Columns_Links_LinkInput;
};

export type MutationFooter_Columns_Links_LinkInput = {
  appearance?: InputMaybe<Footer_Columns_Links_Link_Appearance_MutationInput>;
  label?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Footer_Columns_Links_Link_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFooter_LegalLinksInput = {
  id?: InputMaybe<Scalars['String']['input']>;
  link: MutationFooter_LegalLinks_LinkInput;
};

export type MutationFooter_LegalLinks_LinkInput = {
  appearance?: InputMaybe<Footer_LegalLinks_Link_Appearance_MutationInput>;
  label?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Footer_LegalLinks_Link_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFooter_NewsletterInput = {
  form?: InputMaybe<Scalars['Int']['input']>;
  heading?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormInput = {
  confirmationMessage?: InputMaybe<Scalars['JSON']['input']>;
  confirmationType?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  emails?: InputMaybe<Array<InputMaybe<MutationForm_EmailsInput>>>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  purpose: Form_Purpose_MutationInput;
  redirect: MutationForm_RedirectInput;
  sendConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  submitButtonLabel?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  translation?: InputMaybe<MutationForm_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormSubmissionInput = {
  assignee?: InputMaybe<Scalars['Int']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  form?: InputMaybe<Scalars['Int']['input']>;
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<FormSubmission_Locale_MutationInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  notifications?: InputMaybe<MutationFormSubmission_NotificationsInput>;
  retention?: InputMaybe<MutationFormSubmission_RetentionInput>;
  status?: InputMaybe<FormSubmission_Status_MutationInput>;
  submissionData?: InputMaybe<Array<InputMaybe<MutationFormSubmission_SubmissionDataInput>>>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormSubmissionUpdateInput = {
  assignee?: InputMaybe<Scalars['Int']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  form?: InputMaybe<Scalars['Int']['input']>;
  internalNotes?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<FormSubmissionUpdate_Locale_MutationInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  notifications?: InputMaybe<MutationFormSubmissionUpdate_NotificationsInput>;
  retention?: InputMaybe<MutationFormSubmissionUpdate_RetentionInput>;
  status?: InputMaybe<FormSubmissionUpdate_Status_MutationInput>;
  submissionData?: InputMaybe<Array<InputMaybe<MutationFormSubmissionUpdate_SubmissionDataInput>>>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormSubmissionUpdate_NotificationsInput = {
  confirmationSentAt?: InputMaybe<Scalars['String']['input']>;
  staffNotifiedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormSubmissionUpdate_RetentionInput = {
  confirmDeletion?: InputMaybe<Scalars['Boolean']['input']>;
  reviewDue?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationFormSubmissionUpdate_SubmissionDataInput = {
  field: Scalars['String']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type MutationFormSubmission_NotificationsInput = {
  confirmationSentAt?: InputMaybe<Scalars['String']['input']>;
  staffNotifiedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormSubmission_RetentionInput = {
  confirmDeletion?: InputMaybe<Scalars['Boolean']['input']>;
  reviewDue?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MutationFormSubmission_SubmissionDataInput = {
  field: Scalars['String']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

export type MutationFormUpdateInput = {
  confirmationMessage?: InputMaybe<Scalars['JSON']['input']>;
  confirmationType?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  emails?: InputMaybe<Array<InputMaybe<MutationFormUpdate_EmailsInput>>>;
  fields?: InputMaybe<Scalars['JSON']['input']>;
  purpose?: InputMaybe<FormUpdate_Purpose_MutationInput>;
  redirect: MutationFormUpdate_RedirectInput;
  sendConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  submitButtonLabel?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationFormUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormUpdate_EmailsInput = {
  bcc?: InputMaybe<Scalars['String']['input']>;
  cc?: InputMaybe<Scalars['String']['input']>;
  emailFrom?: InputMaybe<Scalars['String']['input']>;
  emailTo?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['JSON']['input']>;
  replyTo?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFormUpdate_RedirectInput = {
  url: Scalars['String']['input'];
};

export type MutationFormUpdate_TranslationInput = {
  deCH?: InputMaybe<FormUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<FormUpdate_Translation_En_MutationInput>;
};

export type MutationForm_EmailsInput = {
  bcc?: InputMaybe<Scalars['String']['input']>;
  cc?: InputMaybe<Scalars['String']['input']>;
  emailFrom?: InputMaybe<Scalars['String']['input']>;
  emailTo?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['JSON']['input']>;
  replyTo?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
};

export type MutationForm_RedirectInput = {
  url: Scalars['String']['input'];
};

export type MutationForm_TranslationInput = {
  deCH?: InputMaybe<Form_Translation_DeCh_MutationInput>;
  en?: InputMaybe<Form_Translation_En_MutationInput>;
};

export type MutationGlossaryTermInput = {
  _status?: InputMaybe<GlossaryTerm__Status_MutationInput>;
  body?: InputMaybe<Scalars['JSON']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  meta?: InputMaybe<MutationGlossaryTerm_MetaInput>;
  related?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  shortDefinition?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationGlossaryTerm_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationGlossaryTermUpdateInput = {
  _status?: InputMaybe<GlossaryTermUpdate__Status_MutationInput>;
  body?: InputMaybe<Scalars['JSON']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  meta?: InputMaybe<MutationGlossaryTermUpdate_MetaInput>;
  related?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  shortDefinition?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  term?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationGlossaryTermUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationGlossaryTermUpdate_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationGlossaryTermUpdate_TranslationInput = {
  deCH?: InputMaybe<GlossaryTermUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<GlossaryTermUpdate_Translation_En_MutationInput>;
};

export type MutationGlossaryTerm_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationGlossaryTerm_TranslationInput = {
  deCH?: InputMaybe<GlossaryTerm_Translation_DeCh_MutationInput>;
  en?: InputMaybe<GlossaryTerm_Translation_En_MutationInput>;
};

export type MutationHeaderInput = {
  _status?: InputMaybe<Header__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  cta?: InputMaybe<MutationHeader_CtaInput>;
  navItems?: InputMaybe<Array<InputMaybe<MutationHeader_NavItemsInput>>>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationHeader_CtaInput = {
  appearance?: InputMaybe<Header_Cta_Appearance_MutationInput>;
  label?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Header_Cta_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationHeader_NavItemsInput = {
  children?: InputMaybe<Array<InputMaybe<MutationHeader_NavItems_ChildrenInput>>>;
  id?: InputMaybe<Scalars['String']['input']>;
  link: MutationHeader_NavItems_LinkInput;
};

export type MutationHeader_NavItems_ChildrenInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  link: MutationHeader_NavItems_Children_LinkInput;
};

export type MutationHeader_NavItems_Children_LinkInput = {
  appearance?: InputMaybe<Header_NavItems_Children_Link_Appearance_MutationInput>;
  label?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Header_NavItems_Children_Link_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationHeader_NavItems_LinkInput = {
  appearance?: InputMaybe<Header_NavItems_Link_Appearance_MutationInput>;
  label?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Header_NavItems_Link_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationImportInput = {
  _objectKey?: InputMaybe<Scalars['String']['input']>;
  collectionSlug: Scalars['String']['input'];
  createdAt?: InputMaybe<Scalars['String']['input']>;
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  focalX?: InputMaybe<Scalars['Float']['input']>;
  focalY?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  importMode?: InputMaybe<Import_ImportMode_MutationInput>;
  matchField?: InputMaybe<Scalars['String']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Import_Status_MutationInput>;
  summary?: InputMaybe<MutationImport_SummaryInput>;
  thumbnailURL?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationImportUpdateInput = {
  _objectKey?: InputMaybe<Scalars['String']['input']>;
  collectionSlug?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  focalX?: InputMaybe<Scalars['Float']['input']>;
  focalY?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  importMode?: InputMaybe<ImportUpdate_ImportMode_MutationInput>;
  matchField?: InputMaybe<Scalars['String']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ImportUpdate_Status_MutationInput>;
  summary?: InputMaybe<MutationImportUpdate_SummaryInput>;
  thumbnailURL?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationImportUpdate_SummaryInput = {
  imported?: InputMaybe<Scalars['Float']['input']>;
  issueDetails?: InputMaybe<Scalars['JSON']['input']>;
  issues?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
  updated?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationImport_SummaryInput = {
  imported?: InputMaybe<Scalars['Float']['input']>;
  issueDetails?: InputMaybe<Scalars['JSON']['input']>;
  issues?: InputMaybe<Scalars['Float']['input']>;
  total?: InputMaybe<Scalars['Float']['input']>;
  updated?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationJobOpeningInput = {
  _status?: InputMaybe<JobOpening__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['JSON']['input']>;
  employmentType?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  meta?: InputMaybe<MutationJobOpening_MetaInput>;
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationJobOpening_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationJobOpeningUpdateInput = {
  _status?: InputMaybe<JobOpeningUpdate__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['JSON']['input']>;
  employmentType?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  meta?: InputMaybe<MutationJobOpeningUpdate_MetaInput>;
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationJobOpeningUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationJobOpeningUpdate_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationJobOpeningUpdate_TranslationInput = {
  deCH?: InputMaybe<JobOpeningUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<JobOpeningUpdate_Translation_En_MutationInput>;
};

export type MutationJobOpening_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationJobOpening_TranslationInput = {
  deCH?: InputMaybe<JobOpening_Translation_DeCh_MutationInput>;
  en?: InputMaybe<JobOpening_Translation_En_MutationInput>;
};

export type MutationMediaInput = {
  _objectKey?: InputMaybe<Scalars['String']['input']>;
  alt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['Boolean']['input']>;
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  focalX?: InputMaybe<Scalars['Float']['input']>;
  focalY?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  sizes?: InputMaybe<MutationMedia_SizesInput>;
  thumbnailURL?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationMediaUpdateInput = {
  _objectKey?: InputMaybe<Scalars['String']['input']>;
  alt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  decorative?: InputMaybe<Scalars['Boolean']['input']>;
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  focalX?: InputMaybe<Scalars['Float']['input']>;
  focalY?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  sizes?: InputMaybe<MutationMediaUpdate_SizesInput>;
  thumbnailURL?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationMediaUpdate_SizesInput = {
  card?: InputMaybe<MutationMediaUpdate_Sizes_CardInput>;
  og?: InputMaybe<MutationMediaUpdate_Sizes_OgInput>;
};

export type MutationMediaUpdate_Sizes_CardInput = {
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationMediaUpdate_Sizes_OgInput = {
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationMedia_SizesInput = {
  card?: InputMaybe<MutationMedia_Sizes_CardInput>;
  og?: InputMaybe<MutationMedia_Sizes_OgInput>;
};

export type MutationMedia_Sizes_CardInput = {
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationMedia_Sizes_OgInput = {
  filename?: InputMaybe<Scalars['String']['input']>;
  filesize?: InputMaybe<Scalars['Float']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  mimeType?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Float']['input']>;
};

export type MutationNewsletterSubscriberInput = {
  confirmationToken?: InputMaybe<Scalars['String']['input']>;
  confirmedAt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  form?: InputMaybe<Scalars['Int']['input']>;
  locale: NewsletterSubscriber_Locale_MutationInput;
  optInSentAt?: InputMaybe<Scalars['String']['input']>;
  status: NewsletterSubscriber_Status_MutationInput;
  unsubscribeToken?: InputMaybe<Scalars['String']['input']>;
  unsubscribedAt?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationNewsletterSubscriberUpdateInput = {
  confirmationToken?: InputMaybe<Scalars['String']['input']>;
  confirmedAt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  form?: InputMaybe<Scalars['Int']['input']>;
  locale?: InputMaybe<NewsletterSubscriberUpdate_Locale_MutationInput>;
  optInSentAt?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<NewsletterSubscriberUpdate_Status_MutationInput>;
  unsubscribeToken?: InputMaybe<Scalars['String']['input']>;
  unsubscribedAt?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationOrganisationInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  invitations?: InputMaybe<Array<InputMaybe<MutationOrganisation_InvitationsInput>>>;
  members?: InputMaybe<Array<InputMaybe<MutationOrganisation_MembersInput>>>;
  name: Scalars['String']['input'];
  owner?: InputMaybe<Scalars['Int']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationOrganisationUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  invitations?: InputMaybe<Array<InputMaybe<MutationOrganisationUpdate_InvitationsInput>>>;
  members?: InputMaybe<Array<InputMaybe<MutationOrganisationUpdate_MembersInput>>>;
  name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['Int']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationOrganisationUpdate_InvitationsInput = {
  email: Scalars['String']['input'];
  expiresAt: Scalars['String']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  invitedBy?: InputMaybe<Scalars['Int']['input']>;
  tokenHash: Scalars['String']['input'];
};

export type MutationOrganisationUpdate_MembersInput = {
  customer?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  role: OrganisationUpdate_Members_Role_MutationInput;
};

export type MutationOrganisation_InvitationsInput = {
  email: Scalars['String']['input'];
  expiresAt: Scalars['String']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  invitedBy?: InputMaybe<Scalars['Int']['input']>;
  tokenHash: Scalars['String']['input'];
};

export type MutationOrganisation_MembersInput = {
  customer?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
  role: Organisation_Members_Role_MutationInput;
};

export type MutationPageInput = {
  _status?: InputMaybe<Page__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  layout?: InputMaybe<Scalars['JSON']['input']>;
  meta?: InputMaybe<MutationPage_MetaInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationPage_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPageUpdateInput = {
  _status?: InputMaybe<PageUpdate__Status_MutationInput>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  layout?: InputMaybe<Scalars['JSON']['input']>;
  meta?: InputMaybe<MutationPageUpdate_MetaInput>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationPageUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPageUpdate_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPageUpdate_TranslationInput = {
  deCH?: InputMaybe<PageUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<PageUpdate_Translation_En_MutationInput>;
};

export type MutationPage_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPage_TranslationInput = {
  deCH?: InputMaybe<Page_Translation_DeCh_MutationInput>;
  en?: InputMaybe<Page_Translation_En_MutationInput>;
};

export type MutationPayloadJobInput = {
  completedAt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  error?: InputMaybe<Scalars['JSON']['input']>;
  hasError?: InputMaybe<Scalars['Boolean']['input']>;
  input?: InputMaybe<Scalars['JSON']['input']>;
  log?: InputMaybe<Array<InputMaybe<MutationPayloadJob_LogInput>>>;
  meta?: InputMaybe<Scalars['JSON']['input']>;
  processing?: InputMaybe<Scalars['Boolean']['input']>;
  queue?: InputMaybe<Scalars['String']['input']>;
  taskSlug?: InputMaybe<PayloadJob_TaskSlug_MutationInput>;
  taskStatus?: InputMaybe<Scalars['JSON']['input']>;
  totalTried?: InputMaybe<Scalars['Float']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  waitUntil?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPayloadJobUpdateInput = {
  completedAt?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  error?: InputMaybe<Scalars['JSON']['input']>;
  hasError?: InputMaybe<Scalars['Boolean']['input']>;
  input?: InputMaybe<Scalars['JSON']['input']>;
  log?: InputMaybe<Array<InputMaybe<MutationPayloadJobUpdate_LogInput>>>;
  meta?: InputMaybe<Scalars['JSON']['input']>;
  processing?: InputMaybe<Scalars['Boolean']['input']>;
  queue?: InputMaybe<Scalars['String']['input']>;
  taskSlug?: InputMaybe<PayloadJobUpdate_TaskSlug_MutationInput>;
  taskStatus?: InputMaybe<Scalars['JSON']['input']>;
  totalTried?: InputMaybe<Scalars['Float']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  waitUntil?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPayloadJobUpdate_LogInput = {
  completedAt: Scalars['String']['input'];
  error?: InputMaybe<Scalars['JSON']['input']>;
  executedAt: Scalars['String']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<Scalars['JSON']['input']>;
  output?: InputMaybe<Scalars['JSON']['input']>;
  state: Scalars['String']['input'];
  taskID: Scalars['String']['input'];
  taskSlug: PayloadJobUpdate_Log_TaskSlug_MutationInput;
};

export type MutationPayloadJob_LogInput = {
  completedAt: Scalars['String']['input'];
  error?: InputMaybe<Scalars['JSON']['input']>;
  executedAt: Scalars['String']['input'];
  id?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<Scalars['JSON']['input']>;
  output?: InputMaybe<Scalars['JSON']['input']>;
  state: Scalars['String']['input'];
  taskID: Scalars['String']['input'];
  taskSlug: PayloadJob_Log_TaskSlug_MutationInput;
};

export type MutationPayloadJobsStatInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  stats?: InputMaybe<Scalars['JSON']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPayloadKvInput = {
  data: Scalars['JSON']['input'];
  key: Scalars['String']['input'];
};

export type MutationPayloadKvUpdateInput = {
  data?: InputMaybe<Scalars['JSON']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPayloadLockedDocumentInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  document?: InputMaybe<PayloadLockedDocument_DocumentRelationshipInput>;
  globalSlug?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<PayloadLockedDocument_UserRelationshipInput>;
};

export type MutationPayloadLockedDocumentUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  document?: InputMaybe<PayloadLockedDocumentUpdate_DocumentRelationshipInput>;
  globalSlug?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<PayloadLockedDocumentUpdate_UserRelationshipInput>;
};

export type MutationPayloadPreferenceInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<PayloadPreference_UserRelationshipInput>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationPayloadPreferenceUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
  user?: InputMaybe<PayloadPreferenceUpdate_UserRelationshipInput>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type MutationPostInput = {
  _status?: InputMaybe<Post__Status_MutationInput>;
  authors?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categories?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  codeSample?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['JSON']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  heroImage?: InputMaybe<Scalars['Int']['input']>;
  meta?: InputMaybe<MutationPost_MetaInput>;
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationPost_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPostUpdateInput = {
  _status?: InputMaybe<PostUpdate__Status_MutationInput>;
  authors?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  categories?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  codeSample?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['JSON']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  heroImage?: InputMaybe<Scalars['Int']['input']>;
  meta?: InputMaybe<MutationPostUpdate_MetaInput>;
  publishedAt?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationPostUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPostUpdate_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPostUpdate_TranslationInput = {
  deCH?: InputMaybe<PostUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<PostUpdate_Translation_En_MutationInput>;
};

export type MutationPost_MetaInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MutationPost_TranslationInput = {
  deCH?: InputMaybe<Post_Translation_DeCh_MutationInput>;
  en?: InputMaybe<Post_Translation_En_MutationInput>;
};

export type MutationRedirectInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  to: MutationRedirect_ToInput;
  type: Redirect_Type_MutationInput;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRedirectUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to: MutationRedirectUpdate_ToInput;
  type?: InputMaybe<RedirectUpdate_Type_MutationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRedirectUpdate_ToInput = {
  reference?: InputMaybe<RedirectUpdate_To_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationRedirect_ToInput = {
  reference?: InputMaybe<Redirect_To_ReferenceRelationshipInput>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSearchInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  doc?: InputMaybe<Search_DocRelationshipInput>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSearchUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  doc?: InputMaybe<SearchUpdate_DocRelationshipInput>;
  excerpt?: InputMaybe<Scalars['String']['input']>;
  priority?: InputMaybe<Scalars['Float']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationSiteSettingInput = {
  _status?: InputMaybe<SiteSetting__Status_MutationInput>;
  address?: InputMaybe<Scalars['String']['input']>;
  brandName: Scalars['String']['input'];
  contactEmail: Scalars['String']['input'];
  contactPhone: Scalars['String']['input'];
  createdAt?: InputMaybe<Scalars['String']['input']>;
  defaultOgImage?: InputMaybe<Scalars['Int']['input']>;
  docsUrl: Scalars['String']['input'];
  engineName: Scalars['String']['input'];
  gaMeasurementId?: InputMaybe<Scalars['String']['input']>;
  githubUrl?: InputMaybe<Scalars['String']['input']>;
  instanceDomain: Scalars['String']['input'];
  linkedinUrl?: InputMaybe<Scalars['String']['input']>;
  sharedMailDomain: Scalars['String']['input'];
  staffNotificationEmail?: InputMaybe<Scalars['String']['input']>;
  supportEmail: Scalars['String']['input'];
  tagline?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTeamMemberInput = {
  _status?: InputMaybe<TeamMember__Status_MutationInput>;
  bio?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  order?: InputMaybe<Scalars['Float']['input']>;
  photo?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationTeamMember_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTeamMemberUpdateInput = {
  _status?: InputMaybe<TeamMemberUpdate__Status_MutationInput>;
  bio?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Float']['input']>;
  photo?: InputMaybe<Scalars['Int']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationTeamMemberUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTeamMemberUpdate_TranslationInput = {
  deCH?: InputMaybe<TeamMemberUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<TeamMemberUpdate_Translation_En_MutationInput>;
};

export type MutationTeamMember_TranslationInput = {
  deCH?: InputMaybe<TeamMember_Translation_DeCh_MutationInput>;
  en?: InputMaybe<TeamMember_Translation_En_MutationInput>;
};

export type MutationTestimonialInput = {
  _status?: InputMaybe<Testimonial__Status_MutationInput>;
  author: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['Int']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationTestimonial_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTestimonialUpdateInput = {
  _status?: InputMaybe<TestimonialUpdate__Status_MutationInput>;
  author?: InputMaybe<Scalars['String']['input']>;
  company?: InputMaybe<Scalars['String']['input']>;
  createdAt?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['Int']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<MutationTestimonialUpdate_TranslationInput>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTestimonialUpdate_TranslationInput = {
  deCH?: InputMaybe<TestimonialUpdate_Translation_DeCh_MutationInput>;
  en?: InputMaybe<TestimonialUpdate_Translation_En_MutationInput>;
};

export type MutationTestimonial_TranslationInput = {
  deCH?: InputMaybe<Testimonial_Translation_DeCh_MutationInput>;
  en?: InputMaybe<Testimonial_Translation_En_MutationInput>;
};

export type MutationTranslationStateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  document?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  seenAt?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<MutationTranslationState_StatusInput>;
  target: Scalars['String']['input'];
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTranslationStateUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  document?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  seenAt?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['JSON']['input']>;
  status?: InputMaybe<MutationTranslationStateUpdate_StatusInput>;
  target?: InputMaybe<Scalars['String']['input']>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationTranslationStateUpdate_StatusInput = {
  deCH?: InputMaybe<TranslationStateUpdate_Status_DeCh_MutationInput>;
  en?: InputMaybe<TranslationStateUpdate_Status_En_MutationInput>;
};

export type MutationTranslationState_StatusInput = {
  deCH?: InputMaybe<TranslationState_Status_DeCh_MutationInput>;
  en?: InputMaybe<TranslationState_Status_En_MutationInput>;
};

export type MutationUserInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  hash?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  resetPasswordExpiration?: InputMaybe<Scalars['String']['input']>;
  resetPasswordRequestedAt?: InputMaybe<Scalars['String']['input']>;
  resetPasswordToken?: InputMaybe<Scalars['String']['input']>;
  role: User_Role_MutationInput;
  salt?: InputMaybe<Scalars['String']['input']>;
  sessions?: InputMaybe<Array<InputMaybe<MutationUser_SessionsInput>>>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUserUpdateInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  hash?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  resetPasswordExpiration?: InputMaybe<Scalars['String']['input']>;
  resetPasswordRequestedAt?: InputMaybe<Scalars['String']['input']>;
  resetPasswordToken?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<UserUpdate_Role_MutationInput>;
  salt?: InputMaybe<Scalars['String']['input']>;
  sessions?: InputMaybe<Array<InputMaybe<MutationUserUpdate_SessionsInput>>>;
  updatedAt?: InputMaybe<Scalars['String']['input']>;
};

export type MutationUserUpdate_SessionsInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  expiresAt: Scalars['String']['input'];
  id: Scalars['String']['input'];
};

export type MutationUser_SessionsInput = {
  createdAt?: InputMaybe<Scalars['String']['input']>;
  expiresAt: Scalars['String']['input'];
  id: Scalars['String']['input'];
};

export type VersionsCaseStudy_Autosave_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsCaseStudy_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCaseStudy_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsCaseStudy_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsCaseStudy_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsCaseStudy_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsCaseStudy_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsCaseStudy_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsCaseStudy_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_PublishedLocale_Input>>>;
};

export type VersionsCaseStudy_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsCaseStudy_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCaseStudy_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsCaseStudy_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsCaseStudy_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsCaseStudy_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version___Status_Input>>>;
};

export type VersionsCaseStudy_Version__Client_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__Content_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsCaseStudy_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCaseStudy_Version__Figures__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__Figures__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__Figures__Value_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__HeroImage_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsCaseStudy_Version__Industry_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsCaseStudy_Version__Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsCaseStudy_Version__Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__PublishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCaseStudy_Version__Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__Summary_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsCaseStudy_Version__Testimonial_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsCaseStudy_Version__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCaseStudy_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsCaseStudy_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Input>>>;
};

export type VersionsCaseStudy_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsCaseStudy_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsCaseStudy_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsCaseStudy_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Version__Translation__En_Input>>>;
};

export type VersionsCaseStudy_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCaseStudy_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Where_Or>>>;
  autosave?: InputMaybe<VersionsCaseStudy_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsCaseStudy_CreatedAt_Operator>;
  id?: InputMaybe<VersionsCaseStudy_Id_Operator>;
  latest?: InputMaybe<VersionsCaseStudy_Latest_Operator>;
  parent?: InputMaybe<VersionsCaseStudy_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsCaseStudy_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsCaseStudy_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsCaseStudy_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsCaseStudy_Version___Status_Operator>;
  version__client?: InputMaybe<VersionsCaseStudy_Version__Client_Operator>;
  version__content?: InputMaybe<VersionsCaseStudy_Version__Content_Operator>;
  version__createdAt?: InputMaybe<VersionsCaseStudy_Version__CreatedAt_Operator>;
  version__figures__id?: InputMaybe<VersionsCaseStudy_Version__Figures__Id_Operator>;
  version__figures__label?: InputMaybe<VersionsCaseStudy_Version__Figures__Label_Operator>;
  version__figures__value?: InputMaybe<VersionsCaseStudy_Version__Figures__Value_Operator>;
  version__heroImage?: InputMaybe<VersionsCaseStudy_Version__HeroImage_Operator>;
  version__industry?: InputMaybe<VersionsCaseStudy_Version__Industry_Operator>;
  version__meta__description?: InputMaybe<VersionsCaseStudy_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsCaseStudy_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsCaseStudy_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsCaseStudy_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsCaseStudy_Version__Slug_Operator>;
  version__summary?: InputMaybe<VersionsCaseStudy_Version__Summary_Operator>;
  version__testimonial?: InputMaybe<VersionsCaseStudy_Version__Testimonial_Operator>;
  version__title?: InputMaybe<VersionsCaseStudy_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsCaseStudy_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsCaseStudy_Version__UpdatedAt_Operator>;
};

export type VersionsCaseStudy_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Where_Or>>>;
  autosave?: InputMaybe<VersionsCaseStudy_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsCaseStudy_CreatedAt_Operator>;
  id?: InputMaybe<VersionsCaseStudy_Id_Operator>;
  latest?: InputMaybe<VersionsCaseStudy_Latest_Operator>;
  parent?: InputMaybe<VersionsCaseStudy_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsCaseStudy_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsCaseStudy_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsCaseStudy_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsCaseStudy_Version___Status_Operator>;
  version__client?: InputMaybe<VersionsCaseStudy_Version__Client_Operator>;
  version__content?: InputMaybe<VersionsCaseStudy_Version__Content_Operator>;
  version__createdAt?: InputMaybe<VersionsCaseStudy_Version__CreatedAt_Operator>;
  version__figures__id?: InputMaybe<VersionsCaseStudy_Version__Figures__Id_Operator>;
  version__figures__label?: InputMaybe<VersionsCaseStudy_Version__Figures__Label_Operator>;
  version__figures__value?: InputMaybe<VersionsCaseStudy_Version__Figures__Value_Operator>;
  version__heroImage?: InputMaybe<VersionsCaseStudy_Version__HeroImage_Operator>;
  version__industry?: InputMaybe<VersionsCaseStudy_Version__Industry_Operator>;
  version__meta__description?: InputMaybe<VersionsCaseStudy_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsCaseStudy_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsCaseStudy_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsCaseStudy_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsCaseStudy_Version__Slug_Operator>;
  version__summary?: InputMaybe<VersionsCaseStudy_Version__Summary_Operator>;
  version__testimonial?: InputMaybe<VersionsCaseStudy_Version__Testimonial_Operator>;
  version__title?: InputMaybe<VersionsCaseStudy_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsCaseStudy_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsCaseStudy_Version__UpdatedAt_Operator>;
};

export type VersionsCaseStudy_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsCaseStudy_Where_Or>>>;
  autosave?: InputMaybe<VersionsCaseStudy_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsCaseStudy_CreatedAt_Operator>;
  id?: InputMaybe<VersionsCaseStudy_Id_Operator>;
  latest?: InputMaybe<VersionsCaseStudy_Latest_Operator>;
  parent?: InputMaybe<VersionsCaseStudy_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsCaseStudy_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsCaseStudy_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsCaseStudy_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsCaseStudy_Version___Status_Operator>;
  version__client?: InputMaybe<VersionsCaseStudy_Version__Client_Operator>;
  version__content?: InputMaybe<VersionsCaseStudy_Version__Content_Operator>;
  version__createdAt?: InputMaybe<VersionsCaseStudy_Version__CreatedAt_Operator>;
  version__figures__id?: InputMaybe<VersionsCaseStudy_Version__Figures__Id_Operator>;
  version__figures__label?: InputMaybe<VersionsCaseStudy_Version__Figures__Label_Operator>;
  version__figures__value?: InputMaybe<VersionsCaseStudy_Version__Figures__Value_Operator>;
  version__heroImage?: InputMaybe<VersionsCaseStudy_Version__HeroImage_Operator>;
  version__industry?: InputMaybe<VersionsCaseStudy_Version__Industry_Operator>;
  version__meta__description?: InputMaybe<VersionsCaseStudy_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsCaseStudy_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsCaseStudy_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsCaseStudy_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsCaseStudy_Version__Slug_Operator>;
  version__summary?: InputMaybe<VersionsCaseStudy_Version__Summary_Operator>;
  version__testimonial?: InputMaybe<VersionsCaseStudy_Version__Testimonial_Operator>;
  version__title?: InputMaybe<VersionsCaseStudy_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsCaseStudy_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsCaseStudy_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsCaseStudy_Version__UpdatedAt_Operator>;
};

export type VersionsCategory_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCategory_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsCategory_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsCategory_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsCategory_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsCategory_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCategory_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsCategory_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCategory_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsCategory_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCategory_PublishedLocale_Input>>>;
};

export type VersionsCategory_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsCategory_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCategory_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsCategory_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCategory_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsCategory_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCategory_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsCategory_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCategory_Version___Status_Input>>>;
};

export type VersionsCategory_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCategory_Version__Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCategory_Version__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsCategory_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsCategory_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCategory_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsCategory_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCategory_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsCategory_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCategory_Version__Translation__DeCh_Input>>>;
};

export type VersionsCategory_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsCategory_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsCategory_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsCategory_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsCategory_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsCategory_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsCategory_Version__Translation__En_Input>>>;
};

export type VersionsCategory_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsCategory_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsCategory_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsCategory_Where_Or>>>;
  createdAt?: InputMaybe<VersionsCategory_CreatedAt_Operator>;
  id?: InputMaybe<VersionsCategory_Id_Operator>;
  latest?: InputMaybe<VersionsCategory_Latest_Operator>;
  parent?: InputMaybe<VersionsCategory_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsCategory_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsCategory_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsCategory_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsCategory_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsCategory_Version__CreatedAt_Operator>;
  version__slug?: InputMaybe<VersionsCategory_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsCategory_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsCategory_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsCategory_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsCategory_Version__UpdatedAt_Operator>;
};

export type VersionsCategory_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsCategory_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsCategory_Where_Or>>>;
  createdAt?: InputMaybe<VersionsCategory_CreatedAt_Operator>;
  id?: InputMaybe<VersionsCategory_Id_Operator>;
  latest?: InputMaybe<VersionsCategory_Latest_Operator>;
  parent?: InputMaybe<VersionsCategory_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsCategory_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsCategory_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsCategory_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsCategory_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsCategory_Version__CreatedAt_Operator>;
  version__slug?: InputMaybe<VersionsCategory_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsCategory_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsCategory_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsCategory_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsCategory_Version__UpdatedAt_Operator>;
};

export type VersionsCategory_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsCategory_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsCategory_Where_Or>>>;
  createdAt?: InputMaybe<VersionsCategory_CreatedAt_Operator>;
  id?: InputMaybe<VersionsCategory_Id_Operator>;
  latest?: InputMaybe<VersionsCategory_Latest_Operator>;
  parent?: InputMaybe<VersionsCategory_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsCategory_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsCategory_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsCategory_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsCategory_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsCategory_Version__CreatedAt_Operator>;
  version__slug?: InputMaybe<VersionsCategory_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsCategory_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsCategory_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsCategory_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsCategory_Version__UpdatedAt_Operator>;
};

export type VersionsFooter_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsFooter_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsFooter_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsFooter_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsFooter_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsFooter_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsFooter_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsFooter_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsFooter_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsFooter_PublishedLocale_Input>>>;
};

export type VersionsFooter_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsFooter_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsFooter_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsFooter_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsFooter_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsFooter_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsFooter_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsFooter_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsFooter_Version___Status_Input>>>;
};

export type VersionsFooter_Version__Columns__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__Columns__Links__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__Columns__Links__Link__Appearance_Input =
  | 'primary'
  | 'secondary'
  | 'text';

export type VersionsFooter_Version__Columns__Links__Link__Appearance_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Input>>>;
  equals?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Input>>>;
  not_equals?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Input>>>;
};

export type VersionsFooter_Version__Columns__Links__Link__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__Columns__Links__Link__Reference_Relation = {
  relationTo?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Reference_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsFooter_Version__Columns__Links__Link__Reference_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type VersionsFooter_Version__Columns__Links__Link__Type_Input =
  | 'custom'
  | 'reference';

export type VersionsFooter_Version__Columns__Links__Link__Type_Operator = {
  contains?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Input>;
  equals?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Input>;
  not_equals?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Input>;
};

export type VersionsFooter_Version__Columns__Links__Link__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__Columns__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsFooter_Version__LegalLinks__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__LegalLinks__Link__Appearance_Input =
  | 'primary'
  | 'secondary'
  | 'text';

export type VersionsFooter_Version__LegalLinks__Link__Appearance_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Input>>>;
  equals?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Input>>>;
  not_equals?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Input>>>;
};

export type VersionsFooter_Version__LegalLinks__Link__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__LegalLinks__Link__Reference_Relation = {
  relationTo?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Reference_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsFooter_Version__LegalLinks__Link__Reference_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type VersionsFooter_Version__LegalLinks__Link__Type_Input =
  | 'custom'
  | 'reference';

export type VersionsFooter_Version__LegalLinks__Link__Type_Operator = {
  contains?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Input>;
  equals?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Input>;
  not_equals?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Input>;
};

export type VersionsFooter_Version__LegalLinks__Link__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__Newsletter__Form_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsFooter_Version__Newsletter__Heading_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsFooter_Version__Newsletter__Text_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsFooter_Version__Tagline_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsFooter_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsFooter_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsFooter_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsFooter_Where_Or>>>;
  createdAt?: InputMaybe<VersionsFooter_CreatedAt_Operator>;
  id?: InputMaybe<VersionsFooter_Id_Operator>;
  latest?: InputMaybe<VersionsFooter_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsFooter_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsFooter_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsFooter_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsFooter_Version___Status_Operator>;
  version__columns__id?: InputMaybe<VersionsFooter_Version__Columns__Id_Operator>;
  version__columns__links__id?: InputMaybe<VersionsFooter_Version__Columns__Links__Id_Operator>;
  version__columns__links__link__appearance?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Operator>;
  version__columns__links__link__label?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Label_Operator>;
  version__columns__links__link__reference?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Reference_Relation>;
  version__columns__links__link__type?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Operator>;
  version__columns__links__link__url?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Url_Operator>;
  version__columns__title?: InputMaybe<VersionsFooter_Version__Columns__Title_Operator>;
  version__createdAt?: InputMaybe<VersionsFooter_Version__CreatedAt_Operator>;
  version__legalLinks__id?: InputMaybe<VersionsFooter_Version__LegalLinks__Id_Operator>;
  version__legalLinks__link__appearance?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Operator>;
  version__legalLinks__link__label?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Label_Operator>;
  version__legalLinks__link__reference?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Reference_Relation>;
  version__legalLinks__link__type?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Operator>;
  version__legalLinks__link__url?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Url_Operator>;
  version__newsletter__form?: InputMaybe<VersionsFooter_Version__Newsletter__Form_Operator>;
  version__newsletter__heading?: InputMaybe<VersionsFooter_Version__Newsletter__Heading_Operator>;
  version__newsletter__text?: InputMaybe<VersionsFooter_Version__Newsletter__Text_Operator>;
  version__tagline?: InputMaybe<VersionsFooter_Version__Tagline_Operator>;
  version__updatedAt?: InputMaybe<VersionsFooter_Version__UpdatedAt_Operator>;
};

export type VersionsFooter_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsFooter_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsFooter_Where_Or>>>;
  createdAt?: InputMaybe<VersionsFooter_CreatedAt_Operator>;
  id?: InputMaybe<VersionsFooter_Id_Operator>;
  latest?: InputMaybe<VersionsFooter_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsFooter_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsFooter_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsFooter_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsFooter_Version___Status_Operator>;
  version__columns__id?: InputMaybe<VersionsFooter_Version__Columns__Id_Operator>;
  version__columns__links__id?: InputMaybe<VersionsFooter_Version__Columns__Links__Id_Operator>;
  version__columns__links__link__appearance?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Operator>;
  version__columns__links__link__label?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Label_Operator>;
  version__columns__links__link__reference?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Reference_Relation>;
  version__columns__links__link__type?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Operator>;
  version__columns__links__link__url?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Url_Operator>;
  version__columns__title?: InputMaybe<VersionsFooter_Version__Columns__Title_Operator>;
  version__createdAt?: InputMaybe<VersionsFooter_Version__CreatedAt_Operator>;
  version__legalLinks__id?: InputMaybe<VersionsFooter_Version__LegalLinks__Id_Operator>;
  version__legalLinks__link__appearance?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Operator>;
  version__legalLinks__link__label?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Label_Operator>;
  version__legalLinks__link__reference?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Reference_Relation>;
  version__legalLinks__link__type?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Operator>;
  version__legalLinks__link__url?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Url_Operator>;
  version__newsletter__form?: InputMaybe<VersionsFooter_Version__Newsletter__Form_Operator>;
  version__newsletter__heading?: InputMaybe<VersionsFooter_Version__Newsletter__Heading_Operator>;
  version__newsletter__text?: InputMaybe<VersionsFooter_Version__Newsletter__Text_Operator>;
  version__tagline?: InputMaybe<VersionsFooter_Version__Tagline_Operator>;
  version__updatedAt?: InputMaybe<VersionsFooter_Version__UpdatedAt_Operator>;
};

export type VersionsFooter_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsFooter_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsFooter_Where_Or>>>;
  createdAt?: InputMaybe<VersionsFooter_CreatedAt_Operator>;
  id?: InputMaybe<VersionsFooter_Id_Operator>;
  latest?: InputMaybe<VersionsFooter_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsFooter_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsFooter_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsFooter_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsFooter_Version___Status_Operator>;
  version__columns__id?: InputMaybe<VersionsFooter_Version__Columns__Id_Operator>;
  version__columns__links__id?: InputMaybe<VersionsFooter_Version__Columns__Links__Id_Operator>;
  version__columns__links__link__appearance?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Appearance_Operator>;
  version__columns__links__link__label?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Label_Operator>;
  version__columns__links__link__reference?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Reference_Relation>;
  version__columns__links__link__type?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Type_Operator>;
  version__columns__links__link__url?: InputMaybe<VersionsFooter_Version__Columns__Links__Link__Url_Operator>;
  version__columns__title?: InputMaybe<VersionsFooter_Version__Columns__Title_Operator>;
  version__createdAt?: InputMaybe<VersionsFooter_Version__CreatedAt_Operator>;
  version__legalLinks__id?: InputMaybe<VersionsFooter_Version__LegalLinks__Id_Operator>;
  version__legalLinks__link__appearance?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Appearance_Operator>;
  version__legalLinks__link__label?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Label_Operator>;
  version__legalLinks__link__reference?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Reference_Relation>;
  version__legalLinks__link__type?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Type_Operator>;
  version__legalLinks__link__url?: InputMaybe<VersionsFooter_Version__LegalLinks__Link__Url_Operator>;
  version__newsletter__form?: InputMaybe<VersionsFooter_Version__Newsletter__Form_Operator>;
  version__newsletter__heading?: InputMaybe<VersionsFooter_Version__Newsletter__Heading_Operator>;
  version__newsletter__text?: InputMaybe<VersionsFooter_Version__Newsletter__Text_Operator>;
  version__tagline?: InputMaybe<VersionsFooter_Version__Tagline_Operator>;
  version__updatedAt?: InputMaybe<VersionsFooter_Version__UpdatedAt_Operator>;
};

export type VersionsGlossaryTerm_Autosave_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsGlossaryTerm_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsGlossaryTerm_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsGlossaryTerm_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsGlossaryTerm_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsGlossaryTerm_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsGlossaryTerm_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsGlossaryTerm_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsGlossaryTerm_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_PublishedLocale_Input>>>;
};

export type VersionsGlossaryTerm_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsGlossaryTerm_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsGlossaryTerm_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsGlossaryTerm_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsGlossaryTerm_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsGlossaryTerm_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version___Status_Input>>>;
};

export type VersionsGlossaryTerm_Version__Body_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsGlossaryTerm_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsGlossaryTerm_Version__Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsGlossaryTerm_Version__Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsGlossaryTerm_Version__Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsGlossaryTerm_Version__Related_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsGlossaryTerm_Version__ShortDefinition_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsGlossaryTerm_Version__Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsGlossaryTerm_Version__Term_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsGlossaryTerm_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsGlossaryTerm_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Input>>>;
};

export type VersionsGlossaryTerm_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsGlossaryTerm_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Input>>>;
};

export type VersionsGlossaryTerm_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsGlossaryTerm_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Where_Or>>>;
  autosave?: InputMaybe<VersionsGlossaryTerm_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsGlossaryTerm_CreatedAt_Operator>;
  id?: InputMaybe<VersionsGlossaryTerm_Id_Operator>;
  latest?: InputMaybe<VersionsGlossaryTerm_Latest_Operator>;
  parent?: InputMaybe<VersionsGlossaryTerm_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsGlossaryTerm_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsGlossaryTerm_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsGlossaryTerm_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsGlossaryTerm_Version___Status_Operator>;
  version__body?: InputMaybe<VersionsGlossaryTerm_Version__Body_Operator>;
  version__createdAt?: InputMaybe<VersionsGlossaryTerm_Version__CreatedAt_Operator>;
  version__meta__description?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Title_Operator>;
  version__related?: InputMaybe<VersionsGlossaryTerm_Version__Related_Operator>;
  version__shortDefinition?: InputMaybe<VersionsGlossaryTerm_Version__ShortDefinition_Operator>;
  version__slug?: InputMaybe<VersionsGlossaryTerm_Version__Slug_Operator>;
  version__term?: InputMaybe<VersionsGlossaryTerm_Version__Term_Operator>;
  version__translation__deCH?: InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsGlossaryTerm_Version__UpdatedAt_Operator>;
};

export type VersionsGlossaryTerm_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Where_Or>>>;
  autosave?: InputMaybe<VersionsGlossaryTerm_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsGlossaryTerm_CreatedAt_Operator>;
  id?: InputMaybe<VersionsGlossaryTerm_Id_Operator>;
  latest?: InputMaybe<VersionsGlossaryTerm_Latest_Operator>;
  parent?: InputMaybe<VersionsGlossaryTerm_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsGlossaryTerm_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsGlossaryTerm_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsGlossaryTerm_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsGlossaryTerm_Version___Status_Operator>;
  version__body?: InputMaybe<VersionsGlossaryTerm_Version__Body_Operator>;
  version__createdAt?: InputMaybe<VersionsGlossaryTerm_Version__CreatedAt_Operator>;
  version__meta__description?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Title_Operator>;
  version__related?: InputMaybe<VersionsGlossaryTerm_Version__Related_Operator>;
  version__shortDefinition?: InputMaybe<VersionsGlossaryTerm_Version__ShortDefinition_Operator>;
  version__slug?: InputMaybe<VersionsGlossaryTerm_Version__Slug_Operator>;
  version__term?: InputMaybe<VersionsGlossaryTerm_Version__Term_Operator>;
  version__translation__deCH?: InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsGlossaryTerm_Version__UpdatedAt_Operator>;
};

export type VersionsGlossaryTerm_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsGlossaryTerm_Where_Or>>>;
  autosave?: InputMaybe<VersionsGlossaryTerm_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsGlossaryTerm_CreatedAt_Operator>;
  id?: InputMaybe<VersionsGlossaryTerm_Id_Operator>;
  latest?: InputMaybe<VersionsGlossaryTerm_Latest_Operator>;
  parent?: InputMaybe<VersionsGlossaryTerm_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsGlossaryTerm_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsGlossaryTerm_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsGlossaryTerm_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsGlossaryTerm_Version___Status_Operator>;
  version__body?: InputMaybe<VersionsGlossaryTerm_Version__Body_Operator>;
  version__createdAt?: InputMaybe<VersionsGlossaryTerm_Version__CreatedAt_Operator>;
  version__meta__description?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsGlossaryTerm_Version__Meta__Title_Operator>;
  version__related?: InputMaybe<VersionsGlossaryTerm_Version__Related_Operator>;
  version__shortDefinition?: InputMaybe<VersionsGlossaryTerm_Version__ShortDefinition_Operator>;
  version__slug?: InputMaybe<VersionsGlossaryTerm_Version__Slug_Operator>;
  version__term?: InputMaybe<VersionsGlossaryTerm_Version__Term_Operator>;
  version__translation__deCH?: InputMaybe<VersionsGlossaryTerm_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsGlossaryTerm_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsGlossaryTerm_Version__UpdatedAt_Operator>;
};

export type VersionsHeader_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsHeader_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsHeader_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsHeader_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsHeader_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsHeader_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsHeader_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsHeader_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsHeader_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsHeader_PublishedLocale_Input>>>;
};

export type VersionsHeader_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsHeader_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsHeader_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsHeader_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsHeader_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsHeader_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsHeader_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version___Status_Input>>>;
};

export type VersionsHeader_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsHeader_Version__Cta__Appearance_Input =
  | 'primary'
  | 'secondary'
  | 'text';

export type VersionsHeader_Version__Cta__Appearance_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__Cta__Appearance_Input>>>;
  equals?: InputMaybe<VersionsHeader_Version__Cta__Appearance_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__Cta__Appearance_Input>>>;
  not_equals?: InputMaybe<VersionsHeader_Version__Cta__Appearance_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__Cta__Appearance_Input>>>;
};

export type VersionsHeader_Version__Cta__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__Cta__Reference_Relation = {
  relationTo?: InputMaybe<VersionsHeader_Version__Cta__Reference_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsHeader_Version__Cta__Reference_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type VersionsHeader_Version__Cta__Type_Input =
  | 'custom'
  | 'reference';

export type VersionsHeader_Version__Cta__Type_Operator = {
  contains?: InputMaybe<VersionsHeader_Version__Cta__Type_Input>;
  equals?: InputMaybe<VersionsHeader_Version__Cta__Type_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<VersionsHeader_Version__Cta__Type_Input>;
  not_equals?: InputMaybe<VersionsHeader_Version__Cta__Type_Input>;
};

export type VersionsHeader_Version__Cta__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Children__Description_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Children__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Children__Link__Appearance_Input =
  | 'primary'
  | 'secondary'
  | 'text';

export type VersionsHeader_Version__NavItems__Children__Link__Appearance_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Input>>>;
  equals?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Input>>>;
  not_equals?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Input>>>;
};

export type VersionsHeader_Version__NavItems__Children__Link__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Children__Link__Reference_Relation = {
  relationTo?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Reference_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsHeader_Version__NavItems__Children__Link__Reference_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type VersionsHeader_Version__NavItems__Children__Link__Type_Input =
  | 'custom'
  | 'reference';

export type VersionsHeader_Version__NavItems__Children__Link__Type_Operator = {
  contains?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Input>;
  equals?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Input>;
  not_equals?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Input>;
};

export type VersionsHeader_Version__NavItems__Children__Link__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Id_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Link__Appearance_Input =
  | 'primary'
  | 'secondary'
  | 'text';

export type VersionsHeader_Version__NavItems__Link__Appearance_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Input>>>;
  equals?: InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Input>>>;
  not_equals?: InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Input>>>;
};

export type VersionsHeader_Version__NavItems__Link__Label_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__NavItems__Link__Reference_Relation = {
  relationTo?: InputMaybe<VersionsHeader_Version__NavItems__Link__Reference_Relation_RelationTo>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsHeader_Version__NavItems__Link__Reference_Relation_RelationTo =
  | 'case_studies'
  | 'glossary_terms'
  | 'job_openings'
  | 'pages'
  | 'posts';

export type VersionsHeader_Version__NavItems__Link__Type_Input =
  | 'custom'
  | 'reference';

export type VersionsHeader_Version__NavItems__Link__Type_Operator = {
  contains?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Input>;
  equals?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Input>;
  not_equals?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Input>;
};

export type VersionsHeader_Version__NavItems__Link__Url_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsHeader_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsHeader_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsHeader_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsHeader_Where_Or>>>;
  createdAt?: InputMaybe<VersionsHeader_CreatedAt_Operator>;
  id?: InputMaybe<VersionsHeader_Id_Operator>;
  latest?: InputMaybe<VersionsHeader_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsHeader_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsHeader_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsHeader_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsHeader_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsHeader_Version__CreatedAt_Operator>;
  version__cta__appearance?: InputMaybe<VersionsHeader_Version__Cta__Appearance_Operator>;
  version__cta__label?: InputMaybe<VersionsHeader_Version__Cta__Label_Operator>;
  version__cta__reference?: InputMaybe<VersionsHeader_Version__Cta__Reference_Relation>;
  version__cta__type?: InputMaybe<VersionsHeader_Version__Cta__Type_Operator>;
  version__cta__url?: InputMaybe<VersionsHeader_Version__Cta__Url_Operator>;
  version__navItems__children__description?: InputMaybe<VersionsHeader_Version__NavItems__Children__Description_Operator>;
  version__navItems__children__id?: InputMaybe<VersionsHeader_Version__NavItems__Children__Id_Operator>;
  version__navItems__children__link__appearance?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Operator>;
  version__navItems__children__link__label?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Label_Operator>;
  version__navItems__children__link__reference?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Reference_Relation>;
  version__navItems__children__link__type?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Operator>;
  version__navItems__children__link__url?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Url_Operator>;
  version__navItems__id?: InputMaybe<VersionsHeader_Version__NavItems__Id_Operator>;
  version__navItems__link__appearance?: InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Operator>;
  version__navItems__link__label?: InputMaybe<VersionsHeader_Version__NavItems__Link__Label_Operator>;
  version__navItems__link__reference?: InputMaybe<VersionsHeader_Version__NavItems__Link__Reference_Relation>;
  version__navItems__link__type?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Operator>;
  version__navItems__link__url?: InputMaybe<VersionsHeader_Version__NavItems__Link__Url_Operator>;
  version__updatedAt?: InputMaybe<VersionsHeader_Version__UpdatedAt_Operator>;
};

export type VersionsHeader_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsHeader_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsHeader_Where_Or>>>;
  createdAt?: InputMaybe<VersionsHeader_CreatedAt_Operator>;
  id?: InputMaybe<VersionsHeader_Id_Operator>;
  latest?: InputMaybe<VersionsHeader_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsHeader_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsHeader_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsHeader_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsHeader_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsHeader_Version__CreatedAt_Operator>;
  version__cta__appearance?: InputMaybe<VersionsHeader_Version__Cta__Appearance_Operator>;
  version__cta__label?: InputMaybe<VersionsHeader_Version__Cta__Label_Operator>;
  version__cta__reference?: InputMaybe<VersionsHeader_Version__Cta__Reference_Relation>;
  version__cta__type?: InputMaybe<VersionsHeader_Version__Cta__Type_Operator>;
  version__cta__url?: InputMaybe<VersionsHeader_Version__Cta__Url_Operator>;
  version__navItems__children__description?: InputMaybe<VersionsHeader_Version__NavItems__Children__Description_Operator>;
  version__navItems__children__id?: InputMaybe<VersionsHeader_Version__NavItems__Children__Id_Operator>;
  version__navItems__children__link__appearance?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Operator>;
  version__navItems__children__link__label?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Label_Operator>;
  version__navItems__children__link__reference?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Reference_Relation>;
  version__navItems__children__link__type?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Operator>;
  version__navItems__children__link__url?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Url_Operator>;
  version__navItems__id?: InputMaybe<VersionsHeader_Version__NavItems__Id_Operator>;
  version__navItems__link__appearance?: InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Operator>;
  version__navItems__link__label?: InputMaybe<VersionsHeader_Version__NavItems__Link__Label_Operator>;
  version__navItems__link__reference?: InputMaybe<VersionsHeader_Version__NavItems__Link__Reference_Relation>;
  version__navItems__link__type?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Operator>;
  version__navItems__link__url?: InputMaybe<VersionsHeader_Version__NavItems__Link__Url_Operator>;
  version__updatedAt?: InputMaybe<VersionsHeader_Version__UpdatedAt_Operator>;
};

export type VersionsHeader_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsHeader_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsHeader_Where_Or>>>;
  createdAt?: InputMaybe<VersionsHeader_CreatedAt_Operator>;
  id?: InputMaybe<VersionsHeader_Id_Operator>;
  latest?: InputMaybe<VersionsHeader_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsHeader_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsHeader_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsHeader_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsHeader_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsHeader_Version__CreatedAt_Operator>;
  version__cta__appearance?: InputMaybe<VersionsHeader_Version__Cta__Appearance_Operator>;
  version__cta__label?: InputMaybe<VersionsHeader_Version__Cta__Label_Operator>;
  version__cta__reference?: InputMaybe<VersionsHeader_Version__Cta__Reference_Relation>;
  version__cta__type?: InputMaybe<VersionsHeader_Version__Cta__Type_Operator>;
  version__cta__url?: InputMaybe<VersionsHeader_Version__Cta__Url_Operator>;
  version__navItems__children__description?: InputMaybe<VersionsHeader_Version__NavItems__Children__Description_Operator>;
  version__navItems__children__id?: InputMaybe<VersionsHeader_Version__NavItems__Children__Id_Operator>;
  version__navItems__children__link__appearance?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Appearance_Operator>;
  version__navItems__children__link__label?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Label_Operator>;
  version__navItems__children__link__reference?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Reference_Relation>;
  version__navItems__children__link__type?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Type_Operator>;
  version__navItems__children__link__url?: InputMaybe<VersionsHeader_Version__NavItems__Children__Link__Url_Operator>;
  version__navItems__id?: InputMaybe<VersionsHeader_Version__NavItems__Id_Operator>;
  version__navItems__link__appearance?: InputMaybe<VersionsHeader_Version__NavItems__Link__Appearance_Operator>;
  version__navItems__link__label?: InputMaybe<VersionsHeader_Version__NavItems__Link__Label_Operator>;
  version__navItems__link__reference?: InputMaybe<VersionsHeader_Version__NavItems__Link__Reference_Relation>;
  version__navItems__link__type?: InputMaybe<VersionsHeader_Version__NavItems__Link__Type_Operator>;
  version__navItems__link__url?: InputMaybe<VersionsHeader_Version__NavItems__Link__Url_Operator>;
  version__updatedAt?: InputMaybe<VersionsHeader_Version__UpdatedAt_Operator>;
};

export type VersionsJobOpening_Autosave_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsJobOpening_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsJobOpening_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsJobOpening_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsJobOpening_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsJobOpening_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsJobOpening_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsJobOpening_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsJobOpening_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsJobOpening_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_PublishedLocale_Input>>>;
};

export type VersionsJobOpening_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsJobOpening_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsJobOpening_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsJobOpening_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsJobOpening_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsJobOpening_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version___Status_Input>>>;
};

export type VersionsJobOpening_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsJobOpening_Version__Description_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsJobOpening_Version__EmploymentType_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsJobOpening_Version__Location_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsJobOpening_Version__Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsJobOpening_Version__Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsJobOpening_Version__Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsJobOpening_Version__PublishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsJobOpening_Version__Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsJobOpening_Version__Summary_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsJobOpening_Version__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsJobOpening_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsJobOpening_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Input>>>;
};

export type VersionsJobOpening_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsJobOpening_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsJobOpening_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsJobOpening_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Version__Translation__En_Input>>>;
};

export type VersionsJobOpening_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsJobOpening_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Where_Or>>>;
  autosave?: InputMaybe<VersionsJobOpening_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsJobOpening_CreatedAt_Operator>;
  id?: InputMaybe<VersionsJobOpening_Id_Operator>;
  latest?: InputMaybe<VersionsJobOpening_Latest_Operator>;
  parent?: InputMaybe<VersionsJobOpening_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsJobOpening_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsJobOpening_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsJobOpening_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsJobOpening_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsJobOpening_Version__CreatedAt_Operator>;
  version__description?: InputMaybe<VersionsJobOpening_Version__Description_Operator>;
  version__employmentType?: InputMaybe<VersionsJobOpening_Version__EmploymentType_Operator>;
  version__location?: InputMaybe<VersionsJobOpening_Version__Location_Operator>;
  version__meta__description?: InputMaybe<VersionsJobOpening_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsJobOpening_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsJobOpening_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsJobOpening_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsJobOpening_Version__Slug_Operator>;
  version__summary?: InputMaybe<VersionsJobOpening_Version__Summary_Operator>;
  version__title?: InputMaybe<VersionsJobOpening_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsJobOpening_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsJobOpening_Version__UpdatedAt_Operator>;
};

export type VersionsJobOpening_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Where_Or>>>;
  autosave?: InputMaybe<VersionsJobOpening_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsJobOpening_CreatedAt_Operator>;
  id?: InputMaybe<VersionsJobOpening_Id_Operator>;
  latest?: InputMaybe<VersionsJobOpening_Latest_Operator>;
  parent?: InputMaybe<VersionsJobOpening_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsJobOpening_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsJobOpening_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsJobOpening_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsJobOpening_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsJobOpening_Version__CreatedAt_Operator>;
  version__description?: InputMaybe<VersionsJobOpening_Version__Description_Operator>;
  version__employmentType?: InputMaybe<VersionsJobOpening_Version__EmploymentType_Operator>;
  version__location?: InputMaybe<VersionsJobOpening_Version__Location_Operator>;
  version__meta__description?: InputMaybe<VersionsJobOpening_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsJobOpening_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsJobOpening_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsJobOpening_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsJobOpening_Version__Slug_Operator>;
  version__summary?: InputMaybe<VersionsJobOpening_Version__Summary_Operator>;
  version__title?: InputMaybe<VersionsJobOpening_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsJobOpening_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsJobOpening_Version__UpdatedAt_Operator>;
};

export type VersionsJobOpening_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsJobOpening_Where_Or>>>;
  autosave?: InputMaybe<VersionsJobOpening_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsJobOpening_CreatedAt_Operator>;
  id?: InputMaybe<VersionsJobOpening_Id_Operator>;
  latest?: InputMaybe<VersionsJobOpening_Latest_Operator>;
  parent?: InputMaybe<VersionsJobOpening_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsJobOpening_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsJobOpening_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsJobOpening_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsJobOpening_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsJobOpening_Version__CreatedAt_Operator>;
  version__description?: InputMaybe<VersionsJobOpening_Version__Description_Operator>;
  version__employmentType?: InputMaybe<VersionsJobOpening_Version__EmploymentType_Operator>;
  version__location?: InputMaybe<VersionsJobOpening_Version__Location_Operator>;
  version__meta__description?: InputMaybe<VersionsJobOpening_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsJobOpening_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsJobOpening_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsJobOpening_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsJobOpening_Version__Slug_Operator>;
  version__summary?: InputMaybe<VersionsJobOpening_Version__Summary_Operator>;
  version__title?: InputMaybe<VersionsJobOpening_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsJobOpening_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsJobOpening_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsJobOpening_Version__UpdatedAt_Operator>;
};

export type VersionsPage_Autosave_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsPage_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPage_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsPage_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsPage_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPage_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsPage_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPage_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsPage_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPage_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsPage_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPage_PublishedLocale_Input>>>;
};

export type VersionsPage_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsPage_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPage_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsPage_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPage_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsPage_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPage_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsPage_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPage_Version___Status_Input>>>;
};

export type VersionsPage_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPage_Version__Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsPage_Version__Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPage_Version__Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsPage_Version__Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsPage_Version__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsPage_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsPage_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPage_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsPage_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPage_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsPage_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPage_Version__Translation__DeCh_Input>>>;
};

export type VersionsPage_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsPage_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPage_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsPage_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPage_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsPage_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPage_Version__Translation__En_Input>>>;
};

export type VersionsPage_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPage_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsPage_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsPage_Where_Or>>>;
  autosave?: InputMaybe<VersionsPage_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsPage_CreatedAt_Operator>;
  id?: InputMaybe<VersionsPage_Id_Operator>;
  latest?: InputMaybe<VersionsPage_Latest_Operator>;
  parent?: InputMaybe<VersionsPage_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsPage_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsPage_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsPage_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsPage_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsPage_Version__CreatedAt_Operator>;
  version__meta__description?: InputMaybe<VersionsPage_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsPage_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsPage_Version__Meta__Title_Operator>;
  version__slug?: InputMaybe<VersionsPage_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsPage_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsPage_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsPage_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsPage_Version__UpdatedAt_Operator>;
};

export type VersionsPage_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsPage_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsPage_Where_Or>>>;
  autosave?: InputMaybe<VersionsPage_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsPage_CreatedAt_Operator>;
  id?: InputMaybe<VersionsPage_Id_Operator>;
  latest?: InputMaybe<VersionsPage_Latest_Operator>;
  parent?: InputMaybe<VersionsPage_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsPage_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsPage_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsPage_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsPage_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsPage_Version__CreatedAt_Operator>;
  version__meta__description?: InputMaybe<VersionsPage_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsPage_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsPage_Version__Meta__Title_Operator>;
  version__slug?: InputMaybe<VersionsPage_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsPage_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsPage_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsPage_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsPage_Version__UpdatedAt_Operator>;
};

export type VersionsPage_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsPage_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsPage_Where_Or>>>;
  autosave?: InputMaybe<VersionsPage_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsPage_CreatedAt_Operator>;
  id?: InputMaybe<VersionsPage_Id_Operator>;
  latest?: InputMaybe<VersionsPage_Latest_Operator>;
  parent?: InputMaybe<VersionsPage_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsPage_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsPage_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsPage_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsPage_Version___Status_Operator>;
  version__createdAt?: InputMaybe<VersionsPage_Version__CreatedAt_Operator>;
  version__meta__description?: InputMaybe<VersionsPage_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsPage_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsPage_Version__Meta__Title_Operator>;
  version__slug?: InputMaybe<VersionsPage_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsPage_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsPage_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsPage_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsPage_Version__UpdatedAt_Operator>;
};

export type VersionsPost_Autosave_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsPost_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPost_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsPost_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsPost_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPost_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsPost_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPost_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsPost_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPost_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsPost_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPost_PublishedLocale_Input>>>;
};

export type VersionsPost_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsPost_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPost_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsPost_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPost_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsPost_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPost_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsPost_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPost_Version___Status_Input>>>;
};

export type VersionsPost_Version__Authors_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPost_Version__Categories_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPost_Version__CodeSample_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsPost_Version__Content_Operator = {
  contains?: InputMaybe<Scalars['JSON']['input']>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  like?: InputMaybe<Scalars['JSON']['input']>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
};

export type VersionsPost_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPost_Version__Excerpt_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsPost_Version__HeroImage_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPost_Version__Meta__Description_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsPost_Version__Meta__Image_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsPost_Version__Meta__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsPost_Version__PublishedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPost_Version__Slug_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsPost_Version__Title_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsPost_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsPost_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPost_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsPost_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPost_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsPost_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPost_Version__Translation__DeCh_Input>>>;
};

export type VersionsPost_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsPost_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsPost_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsPost_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsPost_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsPost_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsPost_Version__Translation__En_Input>>>;
};

export type VersionsPost_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsPost_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsPost_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsPost_Where_Or>>>;
  autosave?: InputMaybe<VersionsPost_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsPost_CreatedAt_Operator>;
  id?: InputMaybe<VersionsPost_Id_Operator>;
  latest?: InputMaybe<VersionsPost_Latest_Operator>;
  parent?: InputMaybe<VersionsPost_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsPost_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsPost_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsPost_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsPost_Version___Status_Operator>;
  version__authors?: InputMaybe<VersionsPost_Version__Authors_Operator>;
  version__categories?: InputMaybe<VersionsPost_Version__Categories_Operator>;
  version__codeSample?: InputMaybe<VersionsPost_Version__CodeSample_Operator>;
  version__content?: InputMaybe<VersionsPost_Version__Content_Operator>;
  version__createdAt?: InputMaybe<VersionsPost_Version__CreatedAt_Operator>;
  version__excerpt?: InputMaybe<VersionsPost_Version__Excerpt_Operator>;
  version__heroImage?: InputMaybe<VersionsPost_Version__HeroImage_Operator>;
  version__meta__description?: InputMaybe<VersionsPost_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsPost_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsPost_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsPost_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsPost_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsPost_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsPost_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsPost_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsPost_Version__UpdatedAt_Operator>;
};

export type VersionsPost_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsPost_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsPost_Where_Or>>>;
  autosave?: InputMaybe<VersionsPost_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsPost_CreatedAt_Operator>;
  id?: InputMaybe<VersionsPost_Id_Operator>;
  latest?: InputMaybe<VersionsPost_Latest_Operator>;
  parent?: InputMaybe<VersionsPost_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsPost_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsPost_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsPost_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsPost_Version___Status_Operator>;
  version__authors?: InputMaybe<VersionsPost_Version__Authors_Operator>;
  version__categories?: InputMaybe<VersionsPost_Version__Categories_Operator>;
  version__codeSample?: InputMaybe<VersionsPost_Version__CodeSample_Operator>;
  version__content?: InputMaybe<VersionsPost_Version__Content_Operator>;
  version__createdAt?: InputMaybe<VersionsPost_Version__CreatedAt_Operator>;
  version__excerpt?: InputMaybe<VersionsPost_Version__Excerpt_Operator>;
  version__heroImage?: InputMaybe<VersionsPost_Version__HeroImage_Operator>;
  version__meta__description?: InputMaybe<VersionsPost_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsPost_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsPost_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsPost_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsPost_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsPost_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsPost_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsPost_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsPost_Version__UpdatedAt_Operator>;
};

export type VersionsPost_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsPost_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsPost_Where_Or>>>;
  autosave?: InputMaybe<VersionsPost_Autosave_Operator>;
  createdAt?: InputMaybe<VersionsPost_CreatedAt_Operator>;
  id?: InputMaybe<VersionsPost_Id_Operator>;
  latest?: InputMaybe<VersionsPost_Latest_Operator>;
  parent?: InputMaybe<VersionsPost_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsPost_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsPost_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsPost_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsPost_Version___Status_Operator>;
  version__authors?: InputMaybe<VersionsPost_Version__Authors_Operator>;
  version__categories?: InputMaybe<VersionsPost_Version__Categories_Operator>;
  version__codeSample?: InputMaybe<VersionsPost_Version__CodeSample_Operator>;
  version__content?: InputMaybe<VersionsPost_Version__Content_Operator>;
  version__createdAt?: InputMaybe<VersionsPost_Version__CreatedAt_Operator>;
  version__excerpt?: InputMaybe<VersionsPost_Version__Excerpt_Operator>;
  version__heroImage?: InputMaybe<VersionsPost_Version__HeroImage_Operator>;
  version__meta__description?: InputMaybe<VersionsPost_Version__Meta__Description_Operator>;
  version__meta__image?: InputMaybe<VersionsPost_Version__Meta__Image_Operator>;
  version__meta__title?: InputMaybe<VersionsPost_Version__Meta__Title_Operator>;
  version__publishedAt?: InputMaybe<VersionsPost_Version__PublishedAt_Operator>;
  version__slug?: InputMaybe<VersionsPost_Version__Slug_Operator>;
  version__title?: InputMaybe<VersionsPost_Version__Title_Operator>;
  version__translation__deCH?: InputMaybe<VersionsPost_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsPost_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsPost_Version__UpdatedAt_Operator>;
};

export type VersionsSiteSetting_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsSiteSetting_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsSiteSetting_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsSiteSetting_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsSiteSetting_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsSiteSetting_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsSiteSetting_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_PublishedLocale_Input>>>;
};

export type VersionsSiteSetting_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsSiteSetting_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsSiteSetting_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsSiteSetting_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsSiteSetting_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsSiteSetting_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Version___Status_Input>>>;
};

export type VersionsSiteSetting_Version__Address_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsSiteSetting_Version__BrandName_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__ContactEmail_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type VersionsSiteSetting_Version__ContactPhone_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsSiteSetting_Version__DefaultOgImage_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsSiteSetting_Version__DocsUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__EngineName_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__GaMeasurementId_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__GithubUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__InstanceDomain_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__LinkedinUrl_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__SharedMailDomain_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__StaffNotificationEmail_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type VersionsSiteSetting_Version__SupportEmail_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  contains?: InputMaybe<Scalars['EmailAddress']['input']>;
  equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
  like?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_equals?: InputMaybe<Scalars['EmailAddress']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['EmailAddress']['input']>>>;
};

export type VersionsSiteSetting_Version__Tagline_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsSiteSetting_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsSiteSetting_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Where_Or>>>;
  createdAt?: InputMaybe<VersionsSiteSetting_CreatedAt_Operator>;
  id?: InputMaybe<VersionsSiteSetting_Id_Operator>;
  latest?: InputMaybe<VersionsSiteSetting_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsSiteSetting_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsSiteSetting_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsSiteSetting_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsSiteSetting_Version___Status_Operator>;
  version__address?: InputMaybe<VersionsSiteSetting_Version__Address_Operator>;
  version__brandName?: InputMaybe<VersionsSiteSetting_Version__BrandName_Operator>;
  version__contactEmail?: InputMaybe<VersionsSiteSetting_Version__ContactEmail_Operator>;
  version__contactPhone?: InputMaybe<VersionsSiteSetting_Version__ContactPhone_Operator>;
  version__createdAt?: InputMaybe<VersionsSiteSetting_Version__CreatedAt_Operator>;
  version__defaultOgImage?: InputMaybe<VersionsSiteSetting_Version__DefaultOgImage_Operator>;
  version__docsUrl?: InputMaybe<VersionsSiteSetting_Version__DocsUrl_Operator>;
  version__engineName?: InputMaybe<VersionsSiteSetting_Version__EngineName_Operator>;
  version__gaMeasurementId?: InputMaybe<VersionsSiteSetting_Version__GaMeasurementId_Operator>;
  version__githubUrl?: InputMaybe<VersionsSiteSetting_Version__GithubUrl_Operator>;
  version__instanceDomain?: InputMaybe<VersionsSiteSetting_Version__InstanceDomain_Operator>;
  version__linkedinUrl?: InputMaybe<VersionsSiteSetting_Version__LinkedinUrl_Operator>;
  version__sharedMailDomain?: InputMaybe<VersionsSiteSetting_Version__SharedMailDomain_Operator>;
  version__staffNotificationEmail?: InputMaybe<VersionsSiteSetting_Version__StaffNotificationEmail_Operator>;
  version__supportEmail?: InputMaybe<VersionsSiteSetting_Version__SupportEmail_Operator>;
  version__tagline?: InputMaybe<VersionsSiteSetting_Version__Tagline_Operator>;
  version__updatedAt?: InputMaybe<VersionsSiteSetting_Version__UpdatedAt_Operator>;
};

export type VersionsSiteSetting_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Where_Or>>>;
  createdAt?: InputMaybe<VersionsSiteSetting_CreatedAt_Operator>;
  id?: InputMaybe<VersionsSiteSetting_Id_Operator>;
  latest?: InputMaybe<VersionsSiteSetting_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsSiteSetting_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsSiteSetting_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsSiteSetting_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsSiteSetting_Version___Status_Operator>;
  version__address?: InputMaybe<VersionsSiteSetting_Version__Address_Operator>;
  version__brandName?: InputMaybe<VersionsSiteSetting_Version__BrandName_Operator>;
  version__contactEmail?: InputMaybe<VersionsSiteSetting_Version__ContactEmail_Operator>;
  version__contactPhone?: InputMaybe<VersionsSiteSetting_Version__ContactPhone_Operator>;
  version__createdAt?: InputMaybe<VersionsSiteSetting_Version__CreatedAt_Operator>;
  version__defaultOgImage?: InputMaybe<VersionsSiteSetting_Version__DefaultOgImage_Operator>;
  version__docsUrl?: InputMaybe<VersionsSiteSetting_Version__DocsUrl_Operator>;
  version__engineName?: InputMaybe<VersionsSiteSetting_Version__EngineName_Operator>;
  version__gaMeasurementId?: InputMaybe<VersionsSiteSetting_Version__GaMeasurementId_Operator>;
  version__githubUrl?: InputMaybe<VersionsSiteSetting_Version__GithubUrl_Operator>;
  version__instanceDomain?: InputMaybe<VersionsSiteSetting_Version__InstanceDomain_Operator>;
  version__linkedinUrl?: InputMaybe<VersionsSiteSetting_Version__LinkedinUrl_Operator>;
  version__sharedMailDomain?: InputMaybe<VersionsSiteSetting_Version__SharedMailDomain_Operator>;
  version__staffNotificationEmail?: InputMaybe<VersionsSiteSetting_Version__StaffNotificationEmail_Operator>;
  version__supportEmail?: InputMaybe<VersionsSiteSetting_Version__SupportEmail_Operator>;
  version__tagline?: InputMaybe<VersionsSiteSetting_Version__Tagline_Operator>;
  version__updatedAt?: InputMaybe<VersionsSiteSetting_Version__UpdatedAt_Operator>;
};

export type VersionsSiteSetting_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsSiteSetting_Where_Or>>>;
  createdAt?: InputMaybe<VersionsSiteSetting_CreatedAt_Operator>;
  id?: InputMaybe<VersionsSiteSetting_Id_Operator>;
  latest?: InputMaybe<VersionsSiteSetting_Latest_Operator>;
  publishedLocale?: InputMaybe<VersionsSiteSetting_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsSiteSetting_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsSiteSetting_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsSiteSetting_Version___Status_Operator>;
  version__address?: InputMaybe<VersionsSiteSetting_Version__Address_Operator>;
  version__brandName?: InputMaybe<VersionsSiteSetting_Version__BrandName_Operator>;
  version__contactEmail?: InputMaybe<VersionsSiteSetting_Version__ContactEmail_Operator>;
  version__contactPhone?: InputMaybe<VersionsSiteSetting_Version__ContactPhone_Operator>;
  version__createdAt?: InputMaybe<VersionsSiteSetting_Version__CreatedAt_Operator>;
  version__defaultOgImage?: InputMaybe<VersionsSiteSetting_Version__DefaultOgImage_Operator>;
  version__docsUrl?: InputMaybe<VersionsSiteSetting_Version__DocsUrl_Operator>;
  version__engineName?: InputMaybe<VersionsSiteSetting_Version__EngineName_Operator>;
  version__gaMeasurementId?: InputMaybe<VersionsSiteSetting_Version__GaMeasurementId_Operator>;
  version__githubUrl?: InputMaybe<VersionsSiteSetting_Version__GithubUrl_Operator>;
  version__instanceDomain?: InputMaybe<VersionsSiteSetting_Version__InstanceDomain_Operator>;
  version__linkedinUrl?: InputMaybe<VersionsSiteSetting_Version__LinkedinUrl_Operator>;
  version__sharedMailDomain?: InputMaybe<VersionsSiteSetting_Version__SharedMailDomain_Operator>;
  version__staffNotificationEmail?: InputMaybe<VersionsSiteSetting_Version__StaffNotificationEmail_Operator>;
  version__supportEmail?: InputMaybe<VersionsSiteSetting_Version__SupportEmail_Operator>;
  version__tagline?: InputMaybe<VersionsSiteSetting_Version__Tagline_Operator>;
  version__updatedAt?: InputMaybe<VersionsSiteSetting_Version__UpdatedAt_Operator>;
};

export type VersionsTeamMember_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTeamMember_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsTeamMember_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsTeamMember_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsTeamMember_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsTeamMember_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTeamMember_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsTeamMember_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsTeamMember_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_PublishedLocale_Input>>>;
};

export type VersionsTeamMember_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsTeamMember_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTeamMember_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsTeamMember_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsTeamMember_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsTeamMember_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version___Status_Input>>>;
};

export type VersionsTeamMember_Version__Bio_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsTeamMember_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTeamMember_Version__Name_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsTeamMember_Version__Order_Operator = {
  equals?: InputMaybe<Scalars['Float']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Float']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Float']['input']>;
  less_than?: InputMaybe<Scalars['Float']['input']>;
  less_than_equal?: InputMaybe<Scalars['Float']['input']>;
  not_equals?: InputMaybe<Scalars['Float']['input']>;
};

export type VersionsTeamMember_Version__Photo_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsTeamMember_Version__Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsTeamMember_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsTeamMember_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Input>>>;
};

export type VersionsTeamMember_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsTeamMember_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsTeamMember_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsTeamMember_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Version__Translation__En_Input>>>;
};

export type VersionsTeamMember_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTeamMember_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Where_Or>>>;
  createdAt?: InputMaybe<VersionsTeamMember_CreatedAt_Operator>;
  id?: InputMaybe<VersionsTeamMember_Id_Operator>;
  latest?: InputMaybe<VersionsTeamMember_Latest_Operator>;
  parent?: InputMaybe<VersionsTeamMember_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsTeamMember_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsTeamMember_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsTeamMember_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsTeamMember_Version___Status_Operator>;
  version__bio?: InputMaybe<VersionsTeamMember_Version__Bio_Operator>;
  version__createdAt?: InputMaybe<VersionsTeamMember_Version__CreatedAt_Operator>;
  version__name?: InputMaybe<VersionsTeamMember_Version__Name_Operator>;
  version__order?: InputMaybe<VersionsTeamMember_Version__Order_Operator>;
  version__photo?: InputMaybe<VersionsTeamMember_Version__Photo_Operator>;
  version__role?: InputMaybe<VersionsTeamMember_Version__Role_Operator>;
  version__translation__deCH?: InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsTeamMember_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsTeamMember_Version__UpdatedAt_Operator>;
};

export type VersionsTeamMember_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Where_Or>>>;
  createdAt?: InputMaybe<VersionsTeamMember_CreatedAt_Operator>;
  id?: InputMaybe<VersionsTeamMember_Id_Operator>;
  latest?: InputMaybe<VersionsTeamMember_Latest_Operator>;
  parent?: InputMaybe<VersionsTeamMember_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsTeamMember_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsTeamMember_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsTeamMember_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsTeamMember_Version___Status_Operator>;
  version__bio?: InputMaybe<VersionsTeamMember_Version__Bio_Operator>;
  version__createdAt?: InputMaybe<VersionsTeamMember_Version__CreatedAt_Operator>;
  version__name?: InputMaybe<VersionsTeamMember_Version__Name_Operator>;
  version__order?: InputMaybe<VersionsTeamMember_Version__Order_Operator>;
  version__photo?: InputMaybe<VersionsTeamMember_Version__Photo_Operator>;
  version__role?: InputMaybe<VersionsTeamMember_Version__Role_Operator>;
  version__translation__deCH?: InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsTeamMember_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsTeamMember_Version__UpdatedAt_Operator>;
};

export type VersionsTeamMember_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsTeamMember_Where_Or>>>;
  createdAt?: InputMaybe<VersionsTeamMember_CreatedAt_Operator>;
  id?: InputMaybe<VersionsTeamMember_Id_Operator>;
  latest?: InputMaybe<VersionsTeamMember_Latest_Operator>;
  parent?: InputMaybe<VersionsTeamMember_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsTeamMember_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsTeamMember_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsTeamMember_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsTeamMember_Version___Status_Operator>;
  version__bio?: InputMaybe<VersionsTeamMember_Version__Bio_Operator>;
  version__createdAt?: InputMaybe<VersionsTeamMember_Version__CreatedAt_Operator>;
  version__name?: InputMaybe<VersionsTeamMember_Version__Name_Operator>;
  version__order?: InputMaybe<VersionsTeamMember_Version__Order_Operator>;
  version__photo?: InputMaybe<VersionsTeamMember_Version__Photo_Operator>;
  version__role?: InputMaybe<VersionsTeamMember_Version__Role_Operator>;
  version__translation__deCH?: InputMaybe<VersionsTeamMember_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsTeamMember_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsTeamMember_Version__UpdatedAt_Operator>;
};

export type VersionsTestimonial_CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTestimonial_Id_Operator = {
  equals?: InputMaybe<Scalars['Int']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['Int']['input']>;
  greater_than_equal?: InputMaybe<Scalars['Int']['input']>;
  less_than?: InputMaybe<Scalars['Int']['input']>;
  less_than_equal?: InputMaybe<Scalars['Int']['input']>;
  not_equals?: InputMaybe<Scalars['Int']['input']>;
};

export type VersionsTestimonial_Latest_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsTestimonial_Parent_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsTestimonial_PublishedLocale_Input =
  | 'de_CH'
  | 'en';

export type VersionsTestimonial_PublishedLocale_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTestimonial_PublishedLocale_Input>>>;
  equals?: InputMaybe<VersionsTestimonial_PublishedLocale_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_PublishedLocale_Input>>>;
  not_equals?: InputMaybe<VersionsTestimonial_PublishedLocale_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_PublishedLocale_Input>>>;
};

export type VersionsTestimonial_Snapshot_Operator = {
  equals?: InputMaybe<Scalars['Boolean']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  not_equals?: InputMaybe<Scalars['Boolean']['input']>;
};

export type VersionsTestimonial_UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTestimonial_Version___Status_Input =
  | 'draft'
  | 'published';

export type VersionsTestimonial_Version___Status_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version___Status_Input>>>;
  equals?: InputMaybe<VersionsTestimonial_Version___Status_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version___Status_Input>>>;
  not_equals?: InputMaybe<VersionsTestimonial_Version___Status_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version___Status_Input>>>;
};

export type VersionsTestimonial_Version__Author_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsTestimonial_Version__Company_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsTestimonial_Version__CreatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTestimonial_Version__Logo_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  equals?: InputMaybe<Scalars['JSON']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
  not_equals?: InputMaybe<Scalars['JSON']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['JSON']['input']>>>;
};

export type VersionsTestimonial_Version__Quote_Operator = {
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
};

export type VersionsTestimonial_Version__Role_Operator = {
  all?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  contains?: InputMaybe<Scalars['String']['input']>;
  equals?: InputMaybe<Scalars['String']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  like?: InputMaybe<Scalars['String']['input']>;
  not_equals?: InputMaybe<Scalars['String']['input']>;
  not_in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

export type VersionsTestimonial_Version__Translation__DeCh_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsTestimonial_Version__Translation__DeCh_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Input>>>;
  equals?: InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Input>>>;
  not_equals?: InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Input>>>;
};

export type VersionsTestimonial_Version__Translation__En_Input =
  | 'current'
  | 'missing'
  | 'outdated';

export type VersionsTestimonial_Version__Translation__En_Operator = {
  all?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version__Translation__En_Input>>>;
  equals?: InputMaybe<VersionsTestimonial_Version__Translation__En_Input>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version__Translation__En_Input>>>;
  not_equals?: InputMaybe<VersionsTestimonial_Version__Translation__En_Input>;
  not_in?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Version__Translation__En_Input>>>;
};

export type VersionsTestimonial_Version__UpdatedAt_Operator = {
  equals?: InputMaybe<Scalars['DateTime']['input']>;
  exists?: InputMaybe<Scalars['Boolean']['input']>;
  greater_than?: InputMaybe<Scalars['DateTime']['input']>;
  greater_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  less_than?: InputMaybe<Scalars['DateTime']['input']>;
  less_than_equal?: InputMaybe<Scalars['DateTime']['input']>;
  like?: InputMaybe<Scalars['DateTime']['input']>;
  not_equals?: InputMaybe<Scalars['DateTime']['input']>;
};

export type VersionsTestimonial_Where = {
  AND?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Where_Or>>>;
  createdAt?: InputMaybe<VersionsTestimonial_CreatedAt_Operator>;
  id?: InputMaybe<VersionsTestimonial_Id_Operator>;
  latest?: InputMaybe<VersionsTestimonial_Latest_Operator>;
  parent?: InputMaybe<VersionsTestimonial_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsTestimonial_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsTestimonial_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsTestimonial_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsTestimonial_Version___Status_Operator>;
  version__author?: InputMaybe<VersionsTestimonial_Version__Author_Operator>;
  version__company?: InputMaybe<VersionsTestimonial_Version__Company_Operator>;
  version__createdAt?: InputMaybe<VersionsTestimonial_Version__CreatedAt_Operator>;
  version__logo?: InputMaybe<VersionsTestimonial_Version__Logo_Operator>;
  version__quote?: InputMaybe<VersionsTestimonial_Version__Quote_Operator>;
  version__role?: InputMaybe<VersionsTestimonial_Version__Role_Operator>;
  version__translation__deCH?: InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsTestimonial_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsTestimonial_Version__UpdatedAt_Operator>;
};

export type VersionsTestimonial_Where_And = {
  AND?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Where_Or>>>;
  createdAt?: InputMaybe<VersionsTestimonial_CreatedAt_Operator>;
  id?: InputMaybe<VersionsTestimonial_Id_Operator>;
  latest?: InputMaybe<VersionsTestimonial_Latest_Operator>;
  parent?: InputMaybe<VersionsTestimonial_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsTestimonial_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsTestimonial_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsTestimonial_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsTestimonial_Version___Status_Operator>;
  version__author?: InputMaybe<VersionsTestimonial_Version__Author_Operator>;
  version__company?: InputMaybe<VersionsTestimonial_Version__Company_Operator>;
  version__createdAt?: InputMaybe<VersionsTestimonial_Version__CreatedAt_Operator>;
  version__logo?: InputMaybe<VersionsTestimonial_Version__Logo_Operator>;
  version__quote?: InputMaybe<VersionsTestimonial_Version__Quote_Operator>;
  version__role?: InputMaybe<VersionsTestimonial_Version__Role_Operator>;
  version__translation__deCH?: InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsTestimonial_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsTestimonial_Version__UpdatedAt_Operator>;
};

export type VersionsTestimonial_Where_Or = {
  AND?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Where_And>>>;
  OR?: InputMaybe<Array<InputMaybe<VersionsTestimonial_Where_Or>>>;
  createdAt?: InputMaybe<VersionsTestimonial_CreatedAt_Operator>;
  id?: InputMaybe<VersionsTestimonial_Id_Operator>;
  latest?: InputMaybe<VersionsTestimonial_Latest_Operator>;
  parent?: InputMaybe<VersionsTestimonial_Parent_Operator>;
  publishedLocale?: InputMaybe<VersionsTestimonial_PublishedLocale_Operator>;
  snapshot?: InputMaybe<VersionsTestimonial_Snapshot_Operator>;
  updatedAt?: InputMaybe<VersionsTestimonial_UpdatedAt_Operator>;
  version___status?: InputMaybe<VersionsTestimonial_Version___Status_Operator>;
  version__author?: InputMaybe<VersionsTestimonial_Version__Author_Operator>;
  version__company?: InputMaybe<VersionsTestimonial_Version__Company_Operator>;
  version__createdAt?: InputMaybe<VersionsTestimonial_Version__CreatedAt_Operator>;
  version__logo?: InputMaybe<VersionsTestimonial_Version__Logo_Operator>;
  version__quote?: InputMaybe<VersionsTestimonial_Version__Quote_Operator>;
  version__role?: InputMaybe<VersionsTestimonial_Version__Role_Operator>;
  version__translation__deCH?: InputMaybe<VersionsTestimonial_Version__Translation__DeCh_Operator>;
  version__translation__en?: InputMaybe<VersionsTestimonial_Version__Translation__En_Operator>;
  version__updatedAt?: InputMaybe<VersionsTestimonial_Version__UpdatedAt_Operator>;
};
