import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { setOffer, useOffer } from './offer-store';
import { useSaveRule } from './queries';

/** "Always put “WHOLE FOODS MARKET” in Food?" with the buttons that create the rule or dismiss it. */
export function RuleOfferBanner() {
  const offer = useOffer();
  const save = useSaveRule();
  if (!offer) return null;
  const accept = () =>
    save.mutate(
      { body: offer.rule },
      {
        onSuccess: () => {
          toast({
            title: 'Rule created',
            description: `Payees starting with “${offer.match}” go to ${offer.categoryName} from now on.`,
          });
          setOffer(null);
        },
        onError: (e) =>
          toast({
            title: 'Error',
            description: errorMessage(e, 'Could not create the rule'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section
      aria-label="Rule suggestion"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p className="min-w-0 flex-1">
        Always put “{offer.match}” in {offer.categoryName}? Future imports and entries of this payee will be
        categorized for you.
      </p>
      <div className="flex gap-2">
        <Button size="sm" disabled={save.isPending} onClick={accept}>
          Always
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOffer(null)}>
          Not now
        </Button>
      </div>
    </section>
  );
}
