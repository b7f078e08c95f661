export {
  useLanguageStore,
  applyStoredLanguage,
  rememberLanguage,
  directionOf,
  LANGUAGE_STORAGE_KEY,
} from './language-store';
export type { Language } from './language-store';
export { defineMessages, translate } from './messages';
export type { Catalogues, Translate, Params } from './messages';
export { interpolate, orList } from './interpolate';
export { hiddenReasonIn } from './hidden-reason';
