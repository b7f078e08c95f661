// Forms of every remote: the state hook over a shared schema, the layout and banner, and the
// texts forms share (validation messages come from the schemas' catalogue, in the current language).
export { useSchemaForm } from './use-schema-form';
export { BirthDateInput } from './birth-date-input';
export type { FieldErrors, FormSchema, SchemaLoader, TextField } from './use-schema-form';
export { Banner, FailureBanner, FormPage, Lead, Links, SubmitButton, WideFormPage } from './layout';
// The connection notice from this singleton too: the forms that show it already load it.
export { ConnectionNotice, isConnectionFailure, useConnection, useOnline } from '@rowad/shared/connection';
export { serverFailureOf, serverFieldMessages, useFormMessages } from './messages';
// The catalogue's texts from this singleton, which holds the catalogue for the forms' messages: a
// remote that imported `textOf` from the stateless `@rowad/shared/schemas` bundled a second copy
// of every message of both languages (docs/decisions.md "Performance (issue 29)").
export { textOf } from '@rowad/shared/schemas';
export type { FormMessageKey, ServerFailure } from './messages';
