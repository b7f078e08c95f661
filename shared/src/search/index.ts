export { foldForSearch } from './fold-for-search';
