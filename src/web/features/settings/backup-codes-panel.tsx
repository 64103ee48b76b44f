import { Copy, KeyRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';

/** Shown once, right after two-factor is turned on: the codes are never shown again. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast({ title: 'Backup codes copied' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the codes and copy them by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <section
      aria-labelledby="backup-codes-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4"
    >
      <h3 id="backup-codes-title" className="flex items-center gap-2 font-semibold">
        <KeyRound className="size-4" aria-hidden="true" /> Save your backup codes
      </h3>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown
        only this once.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-card px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" /> Copy codes
        </Button>
        <Button onClick={onDone}>I have saved these codes</Button>
      </div>
    </section>
  );
}
