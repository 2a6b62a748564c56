import { LinkButton, SocialButtons } from './form-controls';
import { PanelFooter } from './panel-layout';

/** Under the login and sign-up forms: the social sign-in buttons, then the way to the other form. */
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
      <SocialButtons />
      <PanelFooter>
        {question}{' '}
        <LinkButton type="button" onClick={onClick}>
          {action}
        </LinkButton>
      </PanelFooter>
    </>
  );
}
