import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'what-truself-is',
    heading: 'What TruSelf is',
    body: (
      <p>
        TruSelf helps you research cosmetic, aesthetic and wellness procedures and the providers who perform
        them. We are an information service. We do not provide medical care, and no provider–patient
        relationship is formed with TruSelf by using the site.
      </p>
    ),
  },
  {
    id: 'not-medical-advice',
    heading: 'Not medical advice',
    body: (
      <>
        <p>
          Procedure guides, costs, TruGPT answers and community posts are general information. They are not a
          diagnosis, a treatment plan or a substitute for a consultation with a qualified, licensed provider.
        </p>
        <p>
          <strong>TruGPT can be wrong.</strong> Check anything important with a board-certified provider. If
          you have an emergency — for example chest pain, trouble breathing, fever or spreading redness after
          a procedure — call 911 or your local emergency number.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    heading: 'Who can use TruSelf',
    body: (
      <p>
        You must be at least 18 years old, or have a parent's or guardian's consent, to create an account or
        use TruGPT.
      </p>
    ),
  },
  {
    id: 'your-account',
    heading: 'Your account',
    body: (
      <p>
        Keep your password private and tell us if you think someone else has used your account. You can delete
        your account at any time from your <Link to={paths.profile.href()}>profile</Link>.
      </p>
    ),
  },
  {
    id: 'providers',
    heading: 'Provider information',
    body: (
      <>
        <p>
          We show credentials, board certification and prices as providers and public sources report them.
          Some profiles are sample data and are labelled as such. Prices are estimates; only your provider can
          quote your cost. Featured placement is never sold.
        </p>
        <p>Always confirm a provider's licence and certification before booking.</p>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    body: (
      <ul>
        <li>Write honest reviews about your own experience only.</li>
        <li>No spam, scraping, automated sign-ups or attempts to get around our security.</li>
        <li>No harassment, and no sharing of other people's health information.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    heading: 'Content you send',
    body: (
      <p>
        You keep ownership of reviews and messages you write. You allow us to show your reviews on TruSelf and
        to pass your consultation requests to the providers you choose.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limits of our responsibility',
    body: (
      <p>
        TruSelf is provided “as is”. We are not responsible for the care a provider gives or for decisions
        made using information on the site, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        If we change these terms in a way that matters, we will tell signed-in users before the change
        applies. Questions? <Link to={paths.contactUs.href()}>Contact us</Link>. How we handle data is
        described in our <Link to={paths.privacy.href()}>Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="June 1, 2025"
      intro="The short version: TruSelf is for research, not medical advice. Be honest, be kind, and talk to a qualified provider before any procedure."
      sections={sections}
    />
  );
}
