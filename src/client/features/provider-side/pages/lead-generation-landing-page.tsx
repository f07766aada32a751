import { CalendarCheck, ClipboardList, Filter, Inbox, LockKeyhole, Timer } from 'lucide-react';
import { paths } from '@client/config/paths';
import { MarketingPage } from '../components/marketing-page';

export default function LeadGenerationLandingPage() {
  return (
    <MarketingPage
      eyebrow="Patient requests"
      title="Consultation requests from patients who are ready to talk"
      subtitle="Patients on TruSelf read procedure guides, compare prices and check credentials first. When they contact your practice, they know what they want to ask."
      primary={{ label: 'Start receiving requests', to: paths.listPractice.href() }}
      secondary={{ label: 'See how a request looks', to: paths.leadForm.href() }}
      featuresTitle="What each request tells you"
      features={[
        {
          icon: ClipboardList,
          title: 'The procedure',
          text: 'Which procedure the patient is asking about, from our catalogue of 33 procedures.',
        },
        {
          icon: CalendarCheck,
          title: 'The timing',
          text: 'Whether they hope to be treated soon or are still researching, so you can prioritise.',
        },
        {
          icon: Inbox,
          title: 'How to reach them',
          text: 'Email, phone call or text: the patient chooses, and you answer the way they asked.',
        },
        {
          icon: LockKeyhole,
          title: 'Explicit consent',
          text: 'Every request carries the patient’s consent to share it with your practice, and only yours.',
        },
        {
          icon: Timer,
          title: 'Response tracking',
          text: 'Mark requests contacted, booked or closed. We track how quickly practices first respond.',
        },
        {
          icon: Filter,
          title: 'No bought leads',
          text: 'We do not buy, resell or share requests between practices. A request goes to the practice the patient chose.',
        },
      ]}
      steps={[
        { title: 'Get a verified profile', text: 'List your practice or claim your existing profile.' },
        {
          title: 'Patients send requests',
          text: 'From your profile, the lead form or the patient contact page.',
        },
        {
          title: 'Answer from your dashboard',
          text: 'See every request on your practice page and update its status as you go.',
        },
      ]}
      closingTitle="Ready for your first request?"
      closingText="Verified practices start receiving requests as soon as their profile is live."
    />
  );
}
