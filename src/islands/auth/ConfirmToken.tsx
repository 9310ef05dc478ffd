/**
 * /auth/confirm?token_hash=&type=&next=: confirms the e-mail verification token, then goes
 * to `next` (same-site paths only, default /dashboard) or back to /auth with the error.
 */
import { useEffect } from 'react';
import { getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { flash } from '@/lib/stores/toast';
import { errorMessage } from '@/lib/backend-errors';
import { safeNextPath } from '../shared/use-session';
import { Spinner } from '../shared/ui';

const m = messages.confirmation;

export default function ConfirmToken() {
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const token = q.get('token_hash');
    const type = q.get('type');
    const next = safeNextPath(q.get('next'));
    const toAuth = (description: string) => {
      flash({ title: `${m.verifyError}: ${description}`, variant: 'error' });
      window.location.replace('/auth');
    };
    if (!token || !type) {
      toAuth(m.missingParams);
      return;
    }
    const pb = getPb();
    pb.collection('users')
      .confirmVerification(token)
      .then(async () => {
        // A session in this browser: bring the now verified and approved profile.
        if (pb.authStore.isValid)
          await pb
            .collection('users')
            .authRefresh()
            .catch(() => {});
        flash({ title: m.verifySuccess, variant: 'success' });
        window.location.replace(next);
      })
      .catch((err: unknown) => {
        const status = (err as { status?: number }).status;
        if (status && status >= 400 && status < 500) {
          flash({ title: `${m.verifyError}: ${errorMessage(err)}`, variant: 'error' });
        } else {
          flash({ title: m.verifyUnexpected, variant: 'error' });
        }
        window.location.replace('/auth');
      });
  }, []);

  return <Spinner label={m.verifying} />;
}
