import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError, errorMessage } from '../../lib/api';
import { CodeField } from '../auth/code-field';

// One dialog for the sign-in changes Settings makes (issue 26): add, rename or remove a passkey,
// link or unlink an identity. It asks for a name where one is given, and a fresh code from the
// authenticator app when two-factor is on; the server's refusal shows inline, beside its field.

export interface StepUpValues {
  name: string;
  token: string | undefined;
}

export function StepUpDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  /** The name field's label and first value; no name field without it. */
  name?: { label: string; initial: string };
  /** With two-factor on, a fresh code is asked for. */
  needsCode: boolean;
  submitLabel: string;
  destructive?: boolean;
  /** Resolves when done (the dialog closes); a rejection is shown inline. */
  onSubmit: (values: StepUpValues) => Promise<void>;
}) {
  const { open, onClose } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={props.title}
      description={props.description}
    >
      <StepUpForm {...props} />
    </Dialog>
  );
}

function StepUpForm({
  onClose,
  name,
  needsCode,
  submitLabel,
  destructive,
  onSubmit,
}: Parameters<typeof StepUpDialog>[0]) {
  const nameId = useId();
  const [typedName, setTypedName] = useState(name?.initial ?? '');
  const [token, setToken] = useState('');
  const [errors, setErrors] = useState<{ name?: string; token?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setErrors({});
    try {
      await onSubmit({ name: typedName.trim(), token: needsCode ? token.trim() : undefined });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setErrors(
        fields?.name || fields?.token
          ? { name: fields.name, token: fields.token }
          : { form: errorMessage(error, 'That did not work. Try again.') },
      );
      setToken('');
      setPending(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {name ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={nameId}>{name.label}</Label>
          <Input
            id={nameId}
            value={typedName}
            maxLength={60}
            onChange={(e) => setTypedName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${nameId}-error` : undefined}
            autoFocus
          />
          {errors.name ? (
            <span id={`${nameId}-error`} className="text-sm text-negative">
              {errors.name}
            </span>
          ) : null}
        </div>
      ) : null}
      {needsCode ? (
        <CodeField
          value={token}
          onChange={setToken}
          label="Code from your authenticator app"
          error={errors.token}
          autoFocus={!name}
        />
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-negative">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={
            pending || (name !== undefined && typedName.trim() === '') || (needsCode && token.trim() === '')
          }
        >
          {pending ? 'Working…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
