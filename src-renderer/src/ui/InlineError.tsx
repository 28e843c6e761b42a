// The one way a view reports a failed action or load next to where it happened: announced to screen readers.
export function InlineError({ error, prefix = '' }: { error: string | null | undefined; prefix?: string }) {
  if (!error) return null;
  return (
    <p className="inline-error" role="alert">
      {prefix}
      {error}
    </p>
  );
}
