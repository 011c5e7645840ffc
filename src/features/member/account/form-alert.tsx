/** A refusal of the whole form; it appears with role="alert" so it is announced at once. */
export function FormAlert({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="account-alert" role="alert">
      {problem}
    </p>
  );
}
