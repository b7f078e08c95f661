import { useOwnersInfinite } from '@rowad/shared/query';
import { useDocumentTitle } from '@rowad/shared/ui';
import { LIST_PAGE_SIZE } from '@rowad/shared/first-load';
import { CataloguePage } from '../../components/catalogue-page';
import { OwnerCard } from '../../components/owner-card';
import { useListSearch } from '../../components/use-list-search';
import { useRemoteMessages } from '../../messages';
import { useEntrepreneursMessages } from './messages';

/**
 * docs/product.md §2 "Entrepreneurs list" (/allOwners, signed-in users): owners searched by name on the server
 * (folded as project names are: Arabic spellings and diacritics), a page at a time.
 */
export default function OwnersPage() {
  const title = useRemoteMessages();
  const t = useEntrepreneursMessages();
  useDocumentTitle(title('ownersTitle'));
  const search = useListSearch();
  const query = useOwnersInfinite({ limit: LIST_PAGE_SIZE, ...(search.q ? { q: search.q } : {}) });
  return (
    <CataloguePage
      title={title('ownersTitle')}
      screen="owners"
      search={search}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      noMatchText={t('noMatch')}
      query={query}
      keyOf={(owner) => owner.id}
      card={(owner) => <OwnerCard owner={owner} noAddress={t('noAddress')} />}
    />
  );
}
