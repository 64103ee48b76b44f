/** A field's message, tied to its input by `aria-describedby={id}`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-negative">
      {message}
    </p>
  );
}

export const SELECT_CLASS =
  'h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground aria-[invalid=true]:border-destructive';
