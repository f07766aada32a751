import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { EditableText } from '@client/components/editable-content/components/editable-text';
import { useSession } from '@client/lib/session';

export function FinalCta() {
  // A signed-in visitor already has an account: the second button leads to it instead.
  const { user } = useSession();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 md:pb-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-lg md:px-12">
        <EditableText
          id="cta-title"
          contentKey="cta_title"
          as="h2"
          className="text-3xl font-bold tracking-tight text-balance md:text-4xl"
        />
        <EditableText
          contentKey="cta_subtitle"
          as="p"
          className="mx-auto mt-3 max-w-2xl text-lg leading-8 text-brand-50"
        />
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-brand-800 hover:bg-brand-50">
            <Link to={paths.findDoctors.href()}>Find Your Provider</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/60 bg-transparent text-white hover:bg-white/10"
          >
            {user ? (
              <Link to={paths.dashboard.href()}>Go to Your Dashboard</Link>
            ) : (
              <Link to={paths.signup.href()}>Create a Free Account</Link>
            )}
          </Button>
        </div>
      </div>
    </section>
  );
}
