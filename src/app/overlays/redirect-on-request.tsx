import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ui } from '@/state/ui';

/** Carries out navigation asked for outside React (the pipeline's 401 handling), once per request. */
export function RedirectOnRequest() {
  const { redirectTo } = useSnapshot(ui);
  const navigate = useNavigate();

  useEffect(() => {
    if (!redirectTo) return;
    ui.redirectTo = null;
    void navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  return null;
}
