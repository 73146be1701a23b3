import { useState } from 'react';
import { ForgotEmailStep } from './forgot-email-step';
import { ForgotSentStep } from './forgot-sent-step';

/** Two steps (spec): the address, then the confirmation with Resend Email and Different Email. */
export function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Different Email goes back with the address still filled in, ready to correct.
  const [lastEmail, setLastEmail] = useState('');
  if (sentTo !== null) {
    return (
      <ForgotSentStep
        email={sentTo}
        onDifferentEmail={() => {
          setLastEmail(sentTo);
          setSentTo(null);
        }}
      />
    );
  }
  return <ForgotEmailStep initialEmail={lastEmail} focusOnMount={lastEmail !== ''} onSent={setSentTo} />;
}
