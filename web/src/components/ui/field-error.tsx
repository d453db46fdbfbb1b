/** A field's error under it; the input points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive dark:text-status-bad">
      {message}
    </p>
  );
}
