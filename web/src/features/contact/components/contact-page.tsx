import Container from '@mui/material/Container';
import { useState } from 'react';
import { ContactForm } from './contact-form';
import { ContactSuccess } from './contact-success';

export function ContactPage() {
  const [sent, setSent] = useState(false);
  // A new key mounts a fresh, empty form after "Send Another Message".
  const [formKey, setFormKey] = useState(0);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      {sent ? (
        <ContactSuccess
          onSendAnother={() => {
            setFormKey((key) => key + 1);
            setSent(false);
          }}
        />
      ) : (
        <ContactForm key={formKey} focusOnMount={formKey > 0} onSent={() => setSent(true)} />
      )}
    </Container>
  );
}
