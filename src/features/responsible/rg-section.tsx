import { useId, type ReactNode } from 'react';

/** One card of the responsible gaming page: a titled region (its heading names it) with an optional intro line. */
export function RgSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="rg-card__title">
        {title}
      </h2>
      {intro ? <p className="rg-muted">{intro}</p> : null}
      {children}
    </section>
  );
}
