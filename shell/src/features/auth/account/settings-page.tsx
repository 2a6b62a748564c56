import { AccountFrame, SignedInOnly } from './account-frame';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { ExportDataSection } from './export-data-section';
import { FollowingSection } from './following-section';
import { LinkedSignInsSection } from './linked-sign-ins-section';
import { SessionsSection, useSessions } from './sessions-section';

/** /account/settings: password and e-mail address, where the account is signed in, its data, and deleting it. */
export function SettingsPage({ now }: { now?: () => number }) {
  return (
    <AccountFrame
      title="Account Settings"
      lead="Your password and e-mail address, the devices you are signed in on, what you follow, and your data."
    >
      <SignedInOnly subject="your account settings">
        <AccountSettings now={now} />
      </SignedInOnly>
    </AccountFrame>
  );
}

function AccountSettings({ now }: { now?: () => number }) {
  const sessions = useSessions();
  return (
    <>
      {/* A new password ends the other logins: the list is read again. */}
      <ChangePasswordSection onChanged={sessions.refresh} />
      <ChangeEmailSection />
      <LinkedSignInsSection />
      <SessionsSection sessions={sessions} now={now} />
      <FollowingSection />
      <ExportDataSection />
      <DeleteAccountSection />
    </>
  );
}
