import type { SurveyStatus } from '@shared/contract/survey';
import { SURVEY_DELAY_MS, surveyMayOpenOn } from '@shared/domain/survey';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { apiPost } from '../../lib/api';
import { useMe } from '../../lib/session';
import {
  markShownThisSession,
  markWelcomeSeen,
  shownThisSession,
  surveySessionId,
  welcomeSeen,
} from './storage';

// The modal is its own chunk: most page views never show it.
const loadModal = () => import('./survey-modal');
const SurveyModal = lazy(loadModal);

/** Another dialog is open (the assistant, a confirmation, the onboarding tour…). */
const anotherDialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * Mounted once in the member shell. Every page view is reported; when the server says the survey
 * is due (see surveyGate), it appears 3 s later — once it is recorded as displayed, which resets
 * the count — and at most once per browser session. It never interrupts: not on the assessment
 * (surveyMayOpenOn), nor over another open dialog; it waits for a later page view. The home page
 * holds the welcome module, so visiting it marks the welcome as seen.
 */
export function SurveyGate() {
  const me = useMe();
  const userId = me.data?.user.id;
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!userId) return;
    if (pathname === '/') markWelcomeSeen();
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    apiPost<SurveyStatus>('/api/survey/page-views', { path: pathname, welcomeSeen: welcomeSeen() })
      .then((status) => {
        if (cancelled || !status.show || shownThisSession() || !surveyMayOpenOn(pathname)) return;
        void loadModal();
        timer = setTimeout(() => {
          if (anotherDialogOpen()) return;
          apiPost('/api/survey/displays', { sessionId: surveySessionId(), pageUrl: window.location.href })
            .then(() => {
              markShownThisSession();
              if (!cancelled) setOpen(true);
            })
            .catch(() => {
              // Not due after all (another tab showed it): nothing to show.
            });
        }, SURVEY_DELAY_MS);
      })
      .catch(() => {
        // Counting is best effort; the page works without it.
      });
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [pathname, userId]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SurveyModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}
