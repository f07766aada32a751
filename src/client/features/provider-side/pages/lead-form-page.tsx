import { LeadPage } from '../components/lead-page';

export default function LeadFormPage() {
  return (
    <LeadPage
      kind="lead_form"
      eyebrow="Request a consultation"
      title="Tell a practice what you are looking for"
      subtitle="Share the procedure and timing you have in mind. The practice replies the way you choose."
    />
  );
}
