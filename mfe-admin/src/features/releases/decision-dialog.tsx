import { useState } from 'react';
import styled from 'styled-components';
import { RELEASE_NOTE_MAX, type RemoteReleases } from '@rowad/shared/schemas';
import { FormField, TextArea } from '@rowad/shared/ui';
import { ConfirmDialog } from '@rowad/shared/ui/confirm-dialog';
import { useReleasesMessages } from './messages';
import type { Decision } from './remote-card';
import { Entry } from './styles';

const DialogText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/**
 * Where rolling back leads: without a canary, the live release gives way to the one live before it
 * (the latest replaced one), or to the starting map after the first release.
 */
function rollBackTarget(remote: RemoteReleases): string {
  if (remote.canary) return remote.liveEntry;
  const live = remote.live;
  const before =
    live && remote.history.find((release) => release.state === 'earlier' && release.id < live.id);
  return before ? before.entry : remote.startingEntry;
}

interface DecisionDialogProps {
  decision: Decision | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/** Asks before promoting or rolling back, saying what every browser will load, with an optional note. */
export function DecisionDialog({ decision, busy, onCancel, onConfirm }: DecisionDialogProps) {
  const t = useReleasesMessages();
  const [note, setNote] = useState('');
  const remote = decision?.remote;
  const name = remote ? t(remote.remote) : '';
  const promote = decision?.kind === 'promote';
  const title = promote
    ? t('promoteTitle', { remote: name })
    : remote?.canary
      ? t('rollBackCanaryTitle', { remote: name })
      : t('rollBackLiveTitle', { remote: name });
  const text = promote ? 'promoteText' : remote?.canary ? 'rollBackCanaryText' : 'rollBackLiveText';
  const target = !remote ? '' : promote ? (remote.canary?.entry ?? '') : rollBackTarget(remote);
  const close = () => {
    setNote('');
    onCancel();
  };
  return (
    <ConfirmDialog
      open={decision !== null}
      title={title}
      busy={busy}
      cancelLabel={t('cancel')}
      confirmLabel={promote ? t('promote') : t('rollBack')}
      busyLabel={t('sending')}
      onCancel={close}
      onConfirm={() => {
        onConfirm(note.trim());
        setNote('');
      }}
    >
      <DialogText>{t(text)}</DialogText>
      <DialogText>
        <Entry dir="ltr">{target}</Entry>
      </DialogText>
      <FormField label={t('noteLabel')} hint={t('noteHint')}>
        {(control) => (
          <TextArea
            {...control}
            dir="auto"
            maxLength={RELEASE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
