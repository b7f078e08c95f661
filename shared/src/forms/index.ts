// Forms of every remote: the state hook over a shared schema, the layout and banner, and the
// texts forms share (validation messages come from the schemas' catalogue, in the current language).
export { useSchemaForm } from './use-schema-form';
export { BirthDateInput } from './birth-date-input';
export type { FieldErrors, FormSchema, SchemaLoader, TextField } from './use-schema-form';
export { Banner, FailureBanner, FormPage, Lead, Links, SubmitButton, WideFormPage } from './layout';
export { serverFailureOf, serverFieldMessages, useFormMessages } from './messages';
export type { FormMessageKey, ServerFailure } from './messages';
