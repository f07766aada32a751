import { LeadPage } from '../components/lead-page';

export default function PatientContactPage() {
  return (
    <LeadPage
      kind="patient_contact"
      eyebrow="Contact a practice"
      title="Send a message to a practice"
      subtitle="Ask about availability, prices or anything else before you book."
    />
  );
}
