import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'what-we-store',
    heading: 'What we store',
    body: (
      <>
        <p>We keep only what the product needs to work for you:</p>
        <ul>
          <li>
            <strong>Your account</strong>: email address, first and last name, username, an optional profile
            photo, when you verified your email, and a securely hashed password (we never see or store the
            password itself).
          </li>
          <li>
            <strong>Favorites</strong>: the providers you save, with any note you add.
          </li>
          <li>
            <strong>TruGPT chat history</strong>: your conversations and their titles, so you can return to
            them. You can rename or delete any conversation.
          </li>
          <li>
            <strong>Requests you send</strong>: when you ask a provider for a consultation or contact us, we
            store your name, email, optional phone number and message, and pass it to that provider (or to our
            team).
          </li>
          <li>
            <strong>Reviews you write</strong>, shown with your first name.
          </li>
          <li>
            <strong>Newsletter</strong>: your email address, if you subscribe.
          </li>
          <li>
            <strong>Security events</strong>: sign-ins, failed attempts and blocked bots, with the browser
            type and the page — <strong>never your IP address</strong>. We use them only to protect accounts.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'what-we-do-not-do',
    heading: 'What we do not do',
    body: (
      <ul>
        <li>
          No advertising trackers, no ad pixels and no selling or renting of your data. Your health research
          stays between you and TruSelf.
        </li>
        <li>
          We do not share your chat history with providers. A provider only sees what you send them in a
          request.
        </li>
        <li>We do not use your email for marketing unless you subscribed to the newsletter.</li>
      </ul>
    ),
  },
  {
    id: 'emails',
    heading: 'Emails we send',
    body: (
      <p>
        Account emails (verify your address, reset your password) and, only if you subscribed, the newsletter
        — about twice a month, with a way to unsubscribe in every issue.
      </p>
    ),
  },
  {
    id: 'trugpt',
    heading: 'TruGPT and your questions',
    body: (
      <p>
        TruGPT answers from our procedure guides and provider directory. If TruSelf is configured to use an
        external language model, the text of your question is sent to that model to write the answer; it is
        not used for advertising. TruGPT gives general information, not medical advice — see our{' '}
        <Link to={paths.terms.href()}>Terms of Service</Link>.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        One essential cookie keeps you signed in; it cannot be read by scripts. Your browser's local storage
        remembers small preferences, such as whether you accepted the chat disclaimer. There are no analytics
        or advertising cookies.
      </p>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your choices: access, correction and deletion',
    body: (
      <>
        <p>
          You can change your name, username and photo on your <Link to={paths.profile.href()}>profile</Link>,
          remove favorites, and delete chat conversations at any time.
        </p>
        <p>
          To delete your account, open your <Link to={paths.profile.href()}>profile</Link> and choose{' '}
          <strong>Delete my account</strong> in the Delete account section. Your account, favorites, chat
          history and notifications are deleted. Requests you already sent to providers stay with those
          providers, without a link to your account. If you cannot sign in,{' '}
          <Link to={paths.contactUs.href()}>contact us</Link> from your account's email address.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect your data',
    body: (
      <p>
        Connections are encrypted, passwords are hashed, sign-in attempts are rate-limited, and every
        administrative action is checked on our servers. Only a small team of administrators can view
        subscriber lists and security events.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Questions',
    body: (
      <p>
        Write to us through the <Link to={paths.contactUs.href()}>contact form</Link> and choose “My account
        or data”. We answer privacy requests within 30 days.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="June 1, 2025"
      intro="Plain words about what TruSelf stores, why, and how you can see, change or delete it. We built TruSelf so you can research sensitive health decisions without being tracked."
      sections={sections}
    />
  );
}
