import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContactForm } from './contact-form';
import { CreditsSection } from './credits-section';
import { CONTACT_EMAIL, PRESS_EMAIL, type SitePagePath } from './site-page-paths';

interface SitePageContent {
  title: string;
  lead: string;
  body: ReactNode;
}

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

export const SITE_PAGES: Record<SitePagePath, SitePageContent> = {
  about: {
    title: 'Our Story',
    lead: 'Gadget Specs started with a simple frustration: finding the real specifications of a device took too many tabs.',
    body: (
      <>
        <h2>What we do</h2>
        <p>
          We collect the specifications of phones, laptops and motorcycles in one place, laid out the same way for every
          model, so you can compare like with like. Pick two phones or two laptops and see every figure side by side, or
          put together a desktop PC from parts that fit each other.
        </p>
        <h2>Where the facts come from</h2>
        <p>
          Every figure comes from the makers&apos; published specifications or from open, community-maintained data. We
          do not take payment to list or rank a product, and we say so when a figure is a launch list price rather than
          a shop price.
        </p>
        <CreditsSection />
      </>
    ),
  },
  team: {
    title: 'Team',
    lead: 'A small team of editors and engineers who like reading spec sheets more than most people.',
    body: (
      <>
        <h2>Catalogue editors</h2>
        <p>They write and check every specification page, and follow up on the corrections our readers send.</p>
        <h2>Engineering</h2>
        <p>
          They build the site and the data service behind it, and keep it fast on slow phones and patchy connections.
        </p>
        <h2>Design</h2>
        <p>They make long tables of numbers readable, in daylight and in night mode, with a mouse or a keyboard.</p>
      </>
    ),
  },
  careers: {
    title: 'Careers',
    lead: 'We have no open positions right now.',
    body: (
      <>
        <p>
          We post every opening on this page first. If you would like to work with us on specifications, comparisons or
          the tools behind them, tell us what you would bring: write to {mail(CONTACT_EMAIL)} with &quot;Careers&quot;
          in the subject.
        </p>
        <p>We keep speculative applications for six months and delete them after that.</p>
      </>
    ),
  },
  press: {
    title: 'Press',
    lead: 'Writing about devices, comparisons or our catalogue? We are happy to help.',
    body: (
      <>
        <p>
          Press questions go to {mail(PRESS_EMAIL)}. You may quote our specification pages with a link to the page you
          quote.
        </p>
        <p>
          Phone data derived from the LineageOS Wiki is under CC BY-SA 3.0 and must keep its attribution; see the{' '}
          <Link to="/about#credits">credits</Link>.
        </p>
      </>
    ),
  },
  contact: {
    title: 'Contact',
    lead: 'Questions, corrections and suggestions are all welcome.',
    body: (
      <>
        <p>Write to {mail(CONTACT_EMAIL)}. We answer every message within 1-2 business days.</p>
        <h2>Spotted a wrong figure?</h2>
        <p>
          Tell us the model, the figure and where you found the right one; we correct pages as soon as we have checked.
        </p>
        <h2>Account problems</h2>
        <p>
          Forgotten your password? Use &quot;Forgot password?&quot; in the sign-in menu; the link we send works once.
        </p>
        <ContactForm />
      </>
    ),
  },
  help: {
    title: 'Help Center',
    lead: 'Answers to common questions about finding, comparing and keeping track of devices on Gadget Specs.',
    body: (
      <>
        <h2>Searching and comparing</h2>
        <p>
          Click the search box at the top of any page and type a phone&apos;s name, brand or series. Use the up and down
          arrow keys and Enter to open a result, or choose &quot;View all results&quot; to see matching laptops and
          bikes too. Press Compare on up to three phones or laptops, then open the comparison from the same section.
        </p>
        <h2>Your account</h2>
        <p>
          Create an account from the Sign In button at the top right; we e-mail you a link to activate it, which works
          once, within 24 hours. Forgotten your password? Choose &quot;Forgot password?&quot; in the sign-in panel; that
          link works once, within an hour. &quot;Remember me&quot; keeps you signed in on that browser for up to 30
          days; without it you stay signed in until the browser closes, for a day at most.
        </p>
        <p>
          Signed in, open your initials at the top right. <Link to="/account/profile">Profile Settings</Link> changes
          your name and gender. <Link to="/account/settings">Account Settings</Link> changes your password and lists
          every device you are signed in on; you can sign any of them out there.
        </p>
        <h2>Comments</h2>
        <p>
          Anyone can comment on a phone, laptop or bike page, with or without an account. A comment needs more than 8
          characters. The e-mail address you type is never shown. Signed in, your comment carries your account name and
          a &quot;Verified&quot; badge.
        </p>
        <h2>Votes</h2>
        <p>
          Like or dislike a model or a comment once you are signed in: one vote per account, counted for everyone. Press
          the same button again to take your vote back, or the other one to change it.
        </p>
        <h2>Notifications</h2>
        <p>
          When someone replies to a comment you wrote while signed in, the bell at the top of the page shows it, even
          while the page is open. Open a notification to go to the reply and mark it read, or see them all on the{' '}
          <Link to="/notifications">notifications page</Link>.
        </p>
        <h2>The PC builder</h2>
        <p>
          The <Link to="/desktop/custom-pc-build">custom PC builder</Link> lets you pick parts that fit each other: it
          explains every conflict, such as a processor that does not fit the motherboard&apos;s socket, and estimates
          the power the build needs. The build lives in the page&apos;s address, so you can share it; sign in to save it
          to your account.
        </p>
        <h2>Where the data comes from</h2>
        <p>
          Specifications come from the makers&apos; published figures and from open data: phones partly from the
          LineageOS Wiki, laptop names and PC parts from BuildCores OpenDB. Prices, where we show them, are list prices.
          See the <Link to="/about#credits">data sources and credits</Link>.
        </p>
        <h2>Privacy and your data</h2>
        <p>
          We keep your name, e-mail address, gender and a securely hashed password, and what you do with your account
          (comments, votes, saved builds, notifications). In <Link to="/account/settings">Account Settings</Link> you
          can download all of it as one file, or delete your account: your comments then stay on their pages as
          &quot;Deleted user&quot; and everything else goes. See the <Link to="/privacy">Privacy Policy</Link>.
        </p>
        <h2>Night mode and units</h2>
        <p>
          Switch night mode from the round toolbar button at the bottom right, or choose light, dark or your
          device&apos;s setting, and your preferred units, on the <Link to="/account/preferences">Preferences</Link>{' '}
          page. Both are remembered by your browser.
        </p>
        <h2>Still need help?</h2>
        <p>
          See the <Link to="/faq">FAQ</Link> or <Link to="/contact">contact us</Link>; we answer every message within
          1-2 business days.
        </p>
      </>
    ),
  },
  privacy: {
    title: 'Privacy Policy',
    lead: 'What we keep about you, why, and for how long.',
    body: (
      <>
        <h2>Your account</h2>
        <p>
          When you sign up we keep your name, e-mail address, gender and a securely hashed form of your password. We use
          them to sign you in and to send the e-mails you ask for (activation and password reset), nothing else.
        </p>
        <h2>Comments</h2>
        <p>Comments show the name you give. The e-mail address you type with a comment is never shown to anyone.</p>
        <h2>In your browser</h2>
        <p>
          Your night-mode and units choices and your compare lists are kept in your browser&apos;s storage. A
          short-lived sign-in token is kept for the browser tab only. See the <Link to="/cookies">Cookie Policy</Link>.
        </p>
        <h2>Your rights</h2>
        <p>
          Signed in, <Link to="/account/settings">Account Settings</Link> lets you download a copy of your data or
          delete your account yourself. You can also ask us at {mail(CONTACT_EMAIL)}.
        </p>
      </>
    ),
  },
  terms: {
    title: 'Terms of Service',
    lead: 'The rules for using Gadget Specs.',
    body: (
      <>
        <h2>Information, not advice</h2>
        <p>
          We check our specifications carefully, but the site is still under development and makers change their
          products. Check with the maker or seller before you buy.
        </p>
        <h2>Your account</h2>
        <p>Keep your password to yourself. You are responsible for what is done with your account.</p>
        <h2>Comments</h2>
        <p>Be civil and stay on topic. We remove spam, abuse and anything unlawful.</p>
        <h2>Content</h2>
        <p>
          Our own texts are ours; open data keeps its own licence (see the <Link to="/about#credits">credits</Link>).
          Brand names are trademarks of their owners.
        </p>
      </>
    ),
  },
  cookies: {
    title: 'Cookie Policy',
    lead: 'One cookie, and only to keep you signed in.',
    body: (
      <>
        <h2>The sign-in cookie</h2>
        <p>
          When you sign in we set one cookie that your browser sends back to keep you signed in. It cannot be read by
          the page&apos;s scripts. Without &quot;Remember me&quot; it ends with your browser session; with it, it lasts
          up to 30 days. Signing out removes it.
        </p>
        <h2>Browser storage</h2>
        <p>
          We keep your night-mode choice (&quot;theme&quot;), your units choice (&quot;units&quot;) and your compare
          lists in local storage, and a short-lived access token in session storage. None of these track you.
        </p>
        <h2>No tracking</h2>
        <p>We use no advertising or analytics cookies.</p>
      </>
    ),
  },
  faq: {
    title: 'FAQ',
    lead: 'Answers to the questions we are asked most.',
    body: (
      <dl>
        <dt>Is Gadget Specs free?</dt>
        <dd>Yes, reading, comparing and building a PC cost nothing.</dd>
        <dt>Why is a price missing?</dt>
        <dd>We only show launch list prices that the maker published; where there is none, we leave it out.</dd>
        <dt>Do I need an account?</dt>
        <dd>
          Only to save custom PC builds, vote and get notified of replies. Search, compare, night mode and comments work
          without one.
        </dd>
        <dt>I did not get the activation e-mail.</dt>
        <dd>Check your spam folder. The link works once; sign up again to get a new one.</dd>
        <dt>How do I report a wrong specification?</dt>
        <dd>Write to {mail(CONTACT_EMAIL)}; we answer within 1-2 business days.</dd>
      </dl>
    ),
  },
};
