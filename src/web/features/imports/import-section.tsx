import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ImportDialog } from './import-dialog';
import { ImportHistory } from './import-history';

/** The "Import" section an account's page hosts: the button that opens the dialog, and the history. */
export function ImportSection({
  accountId,
  accountName,
  currency,
}: {
  accountId: string;
  accountName: string;
  /** The account's: the file's amounts are in it. */
  currency: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle>Imports</CardTitle>
          <CardDescription>Bring in transactions from a file your bank gives you.</CardDescription>
        </div>
        <Button onClick={() => setOpen(true)}>
          <Upload className="mr-2 size-4" aria-hidden="true" />
          Import
        </Button>
      </CardHeader>
      <CardContent>
        <ImportHistory accountId={accountId} />
      </CardContent>
      <ImportDialog
        accountId={accountId}
        accountName={accountName}
        currency={currency}
        open={open}
        onOpenChange={setOpen}
      />
    </Card>
  );
}
