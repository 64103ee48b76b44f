import { useId, useState } from 'react';
import { BACKUP_CODE_INPUT_LENGTH, TOTP_CODE_LENGTH } from '../../../shared/auth-options';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Offer "Use a backup code instead" (sign-in and turning two-factor off). */
  allowBackup?: boolean;
  label?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  error?: string;
}

/** The two-factor code input: 6 digits (docs/product.md §5), or a backup code when the person switches to one. */
export function CodeField({
  value,
  onChange,
  allowBackup = false,
  label = 'Verification code',
  disabled,
  autoFocus,
  error,
}: CodeFieldProps) {
  const id = useId();
  const errorId = useId();
  const [backup, setBackup] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{backup ? 'Backup code' : label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange(backup ? e.target.value.toUpperCase() : e.target.value.replace(/\D/g, ''))}
        maxLength={backup ? BACKUP_CODE_INPUT_LENGTH : TOTP_CODE_LENGTH}
        inputMode={backup ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={backup ? 'XXXXX-XXXXX' : '123456'}
        className="font-mono tracking-widest"
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="text-sm text-negative" role="alert">
          {error}
        </p>
      ) : null}
      {allowBackup ? (
        <button
          type="button"
          className="self-start text-sm text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setBackup(!backup);
            onChange('');
          }}
          disabled={disabled}
        >
          {backup ? 'Use your authenticator app instead' : 'Use a backup code instead'}
        </button>
      ) : null}
    </div>
  );
}
