import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { itemsOf } from '@rowad/shared/query';
import { useReportQueue } from '@rowad/shared/query/admin';
import { REPORT_KINDS, REPORT_QUEUE_STATES, type ReportKind } from '@rowad/shared/schemas';
import { Select, Skeleton, useDocumentTitle } from '@rowad/shared/ui';
import { PlainList, Stack } from '@rowad/shared/ui/layout';
import {
  FilterSelect,
  ListBody,
  ListPage,
  useListParams,
  type ActionResult,
} from '../../components/page-frame';
import { useReportsMessages } from './messages';
import { Card, ReportedItemCard } from './reported-item';

const Filters = styled(Stack).attrs({ $gap: 3 })`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const List = styled(PlainList).attrs({ $gap: 4 })``;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const keyOf = (item: { kind: ReportKind; id: number }) => `${item.kind}-${item.id}`;

/**
 * /admin/reports (issue 31): reported items, each with its reports grouped, newest report first;
 * filtered by state (waiting, the default; decided; all) and kind in the address, paged as every
 * admin list. A decision is confirmed in a dialog; its outcome is said above the list.
 */
export default function ReportsPage() {
  const t = useReportsMessages();
  const id = useId();
  useDocumentTitle(t('title'));
  const { params, setParam } = useListParams();
  const state = oneOf(REPORT_QUEUE_STATES, params.get('state')) ?? 'open';
  const kind = oneOf(REPORT_KINDS, params.get('kind'));
  const query = useReportQueue({ state, ...(kind ? { kind } : {}) });
  useEffect(() => {
    if (query.error) console.error('Loading the reports failed', query.error);
  }, [query.error]);
  const [outcome, setOutcome] = useState<ActionResult | null>(null);
  // In the waiting list, a decided item leaves at once, before the queue has loaded again.
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  const loaded = itemsOf(query.data);
  const items = state === 'open' ? loaded.filter((item) => !decided.has(keyOf(item))) : loaded;
  const total = Math.max(0, (query.data?.pages[0]?.total ?? loaded.length) - (loaded.length - items.length));

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      outcome={outcome}
      filters={
        <Filters role="search">
          <div>
            <label htmlFor={`${id}-state`}>{t('stateFilter')}</label>
            <Select
              id={`${id}-state`}
              value={state}
              // 'open' is the default: the address keeps only another choice.
              onChange={(event) => setParam('state', event.target.value === 'open' ? '' : event.target.value)}
            >
              {REPORT_QUEUE_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`state.${value}`)}
                </option>
              ))}
            </Select>
          </div>
          <FilterSelect
            label={t('kindFilter')}
            value={kind ?? ''}
            allLabel={t('allKinds')}
            options={REPORT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
            onChange={(value) => setParam('kind', value)}
          />
        </Filters>
      }
    >
      <ListBody
        query={query}
        loading={
          <List aria-busy="true" aria-label={t('loading')}>
            {[0, 1].map((n) => (
              <Card key={n}>
                <Skeleton $height="8rem" />
              </Card>
            ))}
          </List>
        }
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        empty={t('empty')}
        shown={items.length}
        total={total}
      >
        <List aria-label={t('listLabel', { count: total })}>
          {items.map((item) => (
            <ReportedItemCard
              key={keyOf(item)}
              item={item}
              onOutcome={(next, done) => {
                setOutcome(next);
                if (done) setDecided((current) => new Set(current).add(keyOf(item)));
              }}
            />
          ))}
        </List>
      </ListBody>
    </ListPage>
  );
}
