import { accountTexts, studioLinkTexts, type Profile } from '@shutterdesk/core';
import {
  BellRing,
  CalendarDays,
  CreditCard,
  FileDown,
  Globe,
  Inbox,
  KeyRound,
  Link2,
  MonitorSmartphone,
  ShieldCheck,
  Trash2,
  UserRound,
} from 'lucide-react';
import { PageLoading } from '@/components/ui/page-loading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CalendarFeedSection } from './calendar-feed-section';
import { DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { ExportSection } from './export-section';
import { InquiryFormSection } from './inquiry-form-section';
import { LinksSection } from './links-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SettingsSection } from './settings-section';
import { SubscriptionSection } from './subscription-section';
import { TimeZoneSection } from './time-zone-section';
import { TwoFactorSection } from './two-factor-section';

/** Account settings: an accordion of sections, several of which may be open at once. */
export default function AccountPage() {
  useDocumentTitle('Account');
  const profile = useSession().data;
  // The route guard has read the profile before this screen renders.
  if (!profile) return <PageLoading />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 py-8 sm:pt-12">
      <header className="mb-2 grid gap-1">
        <h1 className="text-3xl font-semibold tracking-tight">Account</h1>
        <p className="text-muted-foreground wrap-anywhere">Signed in as {profile.email}</p>
      </header>
      <AccountSections profile={profile} />
    </div>
  );
}

/** The sections in the page's order: who you are, how you sign in, what the app does for you, then your data. */
function AccountSections({ profile }: { profile: Profile }) {
  return (
    <>
      <SettingsSection
        title={accountTexts.sections.profile}
        description="Your name and e-mail address"
        icon={UserRound}
        defaultOpen
      >
        <ProfileSection profile={profile} />
      </SettingsSection>
      <SettingsSection
        title={accountTexts.sections.password}
        description="Change the password you sign in with"
        icon={KeyRound}
      >
        <PasswordSection />
      </SettingsSection>
      <SettingsSection
        title="Signed-in devices"
        description="Where you are signed in; sign out any you no longer use"
        icon={MonitorSmartphone}
      >
        <DevicesSection />
      </SettingsSection>
      <SettingsSection
        title="Two-factor sign-in"
        description="A code from your phone as well as your password"
        icon={ShieldCheck}
        anchor="two-factor"
      >
        <TwoFactorSection enabled={profile.twoFactorEnabled} />
      </SettingsSection>
      <StudioSections profile={profile} />
      <SettingsSection title={accountTexts.sections.subscription} description="Your plan and billing" icon={CreditCard}>
        <SubscriptionSection />
      </SettingsSection>
      <SettingsSection title="Your data" description="Download everything your account holds" icon={FileDown}>
        <ExportSection />
      </SettingsSection>
      <SettingsSection title="Delete account" description="Remove your account and all its data" icon={Trash2}>
        <DeleteAccountSection />
      </SettingsSection>
    </>
  );
}

/** What the app does for the studio: the dashboard's links, reminders, the calendar feed, the inquiry form, the time zone. */
function StudioSections({ profile }: { profile: Profile }) {
  return (
    <>
      <SettingsSection
        title={accountTexts.sections.links}
        description="Where each dashboard card's link goes"
        icon={Link2}
      >
        <LinksSection profile={profile} />
      </SettingsSection>
      <SettingsSection
        title={accountTexts.sections.notifications}
        description="Which reminders you get"
        icon={BellRing}
      >
        <NotificationsSection
          preferences={profile.notificationPreferences}
          leadWaitingHours={profile.leadWaitingHours}
        />
      </SettingsSection>
      <SettingsSection
        title={studioLinkTexts.calendarFeed.title}
        description="Your sessions and follow-ups in your own calendar app"
        icon={CalendarDays}
        anchor="calendar-feed"
      >
        <CalendarFeedSection />
      </SettingsSection>
      <SettingsSection
        title={studioLinkTexts.inquiryForm.title}
        description="Inquiries from your website arrive as new leads"
        icon={Inbox}
        anchor="inquiry-form"
      >
        <InquiryFormSection />
      </SettingsSection>
      <SettingsSection title="Time zone" description="When your days, weeks and months begin" icon={Globe}>
        <TimeZoneSection profile={profile} />
      </SettingsSection>
    </>
  );
}
