import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/styles';

/** The way back from the forgot- and reset-password pages for someone who remembered it. */
export function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-ink-700">
      <Trans>
        Remembered it?{' '}
        <Link to="/sign-in" className={textLinkClass}>
          Back to sign in
        </Link>
      </Trans>
    </p>
  );
}
