import { AccountActions, SecondFactorSettings } from '@rowad/shared/profile-form';
import { Button, Dialog } from '@rowad/shared/ui';
import { useShellMessages } from '../../messages';

/**
 * Two-step sign-in, "Download my data" and "Close my account" (issue 28) for the accounts without
 * a profile page (members and admins), opened from the account menu. Loaded with its first opening: what it
 * needs stays out of the shell's first scripts.
 */
export default function AccountDialog({ onClose }: { onClose: () => void }) {
  const t = useShellMessages();
  return (
    <Dialog
      open
      title={t('yourData')}
      onClose={onClose}
      actions={
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('closeDialog')}
        </Button>
      }
    >
      <SecondFactorSettings />
      <AccountActions kind="user" heading={false} />
    </Dialog>
  );
}
