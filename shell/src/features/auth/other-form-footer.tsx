import { LinkButton } from '../../forms/form-controls';
import { PanelFooter } from './panel-layout';
import { ProviderSignIn } from './provider-sign-in';

/**
 * Under the login and sign-up forms: sign-in through Google or GitHub (only those configured, so no button that
 * does nothing), then the way to the other form.
 */
export function OtherFormFooter({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <>
      <ProviderSignIn />
      <PanelFooter>
        {question}{' '}
        <LinkButton type="button" onClick={onClick}>
          {action}
        </LinkButton>
      </PanelFooter>
    </>
  );
}
