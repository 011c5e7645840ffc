import { useEffect, useState } from 'react';
import { loadSanitizer, type CleanHtml, type SanitizeOptions } from './sanitize';
import { Skeleton } from './skeleton';
import './safe-html.css';

export interface SafeHtmlProps extends SanitizeOptions {
  /** Untrusted HTML from the server. */
  html: string;
  className?: string;
}

/**
 * The only way operator HTML reaches the page: sanitised first (no scripts, no event handlers, no javascript:
 * or data: addresses), tables wrapped to scroll sideways. Until the sanitizer has loaded nothing of the HTML
 * is shown, only a placeholder.
 */
export function SafeHtml({ html, resolveUrl, tableLabel, className = '' }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: CleanHtml } | null>(null);

  useEffect(() => {
    let current = true;
    void loadSanitizer().then((sanitize) => {
      if (current) setClean({ source: html, html: sanitize(html, { resolveUrl, tableLabel }) });
    });
    return () => {
      current = false;
    };
  }, [html, resolveUrl, tableLabel]);

  if (!clean || clean.source !== html) {
    return (
      <div className={`safe-html ${className}`.trim()} aria-busy="true">
        <Skeleton width="100%" height="1em" />
        <Skeleton width="80%" height="1em" />
      </div>
    );
  }
  return <div className={`safe-html ${className}`.trim()} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
