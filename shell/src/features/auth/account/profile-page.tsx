import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { QueryStatus, SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import type { Gender } from '../auth-mutations';
import { useAuth } from '../auth-provider';
import { GENDER_OPTIONS, validateProfile, type ProfileValues } from '../auth-validation';
import { SelectField, SubmitButton, TextField } from '../../../forms/form-controls';
import { useForm } from '../../../forms/use-form';
import { AccountForm, AccountFrame, AccountSection, SignedInOnly } from './account-frame';
import { placeFailure } from './account-failure';
import { ProfileForm_UserDetailsQuery } from './account-queries';
import { FormMessages } from '../../../forms/form-messages';

/** /account/profile: the signed-in user's name and gender. */
export function ProfilePage() {
  return (
    <AccountFrame title="Profile Settings" lead="Your name, as it appears on your comments, and your gender.">
      <SignedInOnly subject="your profile">
        <SavedProfile />
      </SignedInOnly>
    </AccountFrame>
  );
}

function SavedProfile() {
  // Always the API's current answer: the profile may have been changed in another tab.
  const [result, reexecute] = useQuery({ query: ProfileForm_UserDetailsQuery, requestPolicy: 'network-only' });
  return (
    <QueryStatus
      result={result}
      loading={<SkeletonLines lines={3} label="Loading your profile" />}
      errorTitle="Your profile could not be loaded"
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      isEmpty={(data) => !data.getUserDetails}
      empty={<StatusPanel tone="error" title="Your profile could not be loaded" message="Please sign in again." />}
    >
      {(data) => data.getUserDetails && <ProfileForm saved={data.getUserDetails} />}
    </QueryStatus>
  );
}

interface ProfileFormProps {
  saved: { name: string; email: string; gender: Gender };
}

function ProfileForm({ saved }: ProfileFormProps) {
  const { updateProfile } = useAuth();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: { name: saved.name, gender: saved.gender },
    validate: validateProfile,
    onSubmit: async ({ name, gender }) => {
      const outcome = await updateProfile(name.trim(), gender as Gender);
      if (outcome.ok) return setSuccess('Your profile has been saved.');
      const placed = placeFailure(outcome, { name: 'name', gender: 'gender' });
      setFailure(placed.formMessage);
      return placed.fieldErrors;
    },
    onEdit: () => {
      setSuccess(null);
      setFailure(null);
    },
  });

  return (
    <AccountSection aria-labelledby="profile-title">
      <h2 id="profile-title">Your profile</h2>
      <p>
        Signed in as <Email>{saved.email}</Email>. You can change your e-mail address in{' '}
        <Link to="/account/settings">Account Settings</Link>.
      </p>
      <AccountForm ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
        <TextField label="Name" autoComplete="name" {...form.textField('name')} />
        <SelectField
          label="Gender"
          placeholder="Select your gender"
          options={GENDER_OPTIONS}
          {...form.textField('gender')}
        />
        <FormMessages success={success} failure={failure} />
        <SubmitButton loading={form.submitting} accent="green">
          Save
        </SubmitButton>
      </AccountForm>
    </AccountSection>
  );
}

const Email = styled.strong`
  overflow-wrap: anywhere;
`;
