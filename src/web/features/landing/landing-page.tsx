import { ArrowRight, ShieldCheck } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { clickedEarly, takeOverFromPrerender } from '../../lib/early-click';
import { MagicLinkForm } from '../auth/magic-link-form';
import { useRealtimeChannel } from '../realtime/use-realtime-channel';
import { TrollboxMount } from '../trollbox/trollbox-mount';
import { TrollboxToggle } from '../trollbox/trollbox-toggle';
import { useLandingListener } from '../trollbox/use-landing-listener';
import { FeatureCards } from './feature-cards';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';

export function LandingPage() {
  // A click on either button before the app took over the prerendered page still opens the form.
  const [formShown, setFormShown] = useState(() => clickedEarly('get-started') || clickedEarly('start-now'));
  const formRef = useRef<HTMLDivElement>(null);
  // Visitors get the landing listener, signed-in users (on /home) the real-time channel.
  useLandingListener();
  useRealtimeChannel();

  const showForm = (scroll: boolean) => {
    setFormShown(true);
    if (scroll) {
      requestAnimationFrame(() => formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
    }
  };

  // A layout effect: the page is the app's from its commit on. With a passive effect, a click on the
  // app's own button before the effect ran was kept by the inline script as well, so the form opened
  // even for a click that never reached the button (one a test driver had aimed at the replaced one).
  useLayoutEffect(() => {
    // Asked again once the app's page is in the document: the first render is a transition (src/web/main.tsx),
    // and until its commit the prerendered button is still the one clicked, and kept by the inline
    // script. A click in that time came after the state above was chosen.
    if (clickedEarly('get-started') || clickedEarly('start-now')) setFormShown(true);
    if (clickedEarly('start-now')) formRef.current?.scrollIntoView({ block: 'center' });
    takeOverFromPrerender();
  }, []);

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <LandingHeader />
      <main className="flex-1">
        <section className="mx-auto max-w-4xl px-4 py-20 text-center" aria-labelledby="hero-title">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Know your net worth, to the cent
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">
            Track your accounts, mortgage and loans on a real double-entry ledger. See what an extra payment
            saves and whether the home you want fits your numbers.
          </p>
          <div ref={formRef} className="mx-auto mt-10 max-w-md">
            {formShown ? (
              <MagicLinkForm />
            ) : (
              <Button size="lg" data-early-click="get-started" onClick={() => showForm(false)}>
                Get Started <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
          <p className="mt-6 inline-flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="size-4" aria-hidden="true" /> No password: sign in with a link sent to
            your email.
          </p>
        </section>
        <FeatureCards />
        <section className="bg-muted py-16 text-center" aria-labelledby="cta-title">
          <h2 id="cta-title" className="text-3xl font-bold">
            Ready to see where your money goes?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">It takes one email to start.</p>
          <Button size="lg" className="mt-8" data-early-click="start-now" onClick={() => showForm(true)}>
            Start tracking now
          </Button>
        </section>
      </main>
      <LandingFooter>
        <TrollboxToggle />
      </LandingFooter>
      <TrollboxMount />
    </div>
  );
}
