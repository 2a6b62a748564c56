import { LinkButton } from '../../forms/form-controls';
import { PanelFooter } from './panel-layout';

/**
 * Under the login and sign-up forms: the way to the other form. Sign-in through Google or GitHub is not offered until
 * a provider is configured (no button that does nothing).
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
    <PanelFooter>
      {question}{' '}
      <LinkButton type="button" onClick={onClick}>
        {action}
      </LinkButton>
    </PanelFooter>
  );
}
