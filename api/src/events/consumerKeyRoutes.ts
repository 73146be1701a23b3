import type { Router } from 'express';
import { contractRouter } from '../http/operations/bind.ts';
import { PERSONAL_DATA_TOPICS } from '@pintar/core';
import { problems } from '../http/problem.ts';
import { caller } from '../identity/access.ts';
import { grantableTopics, type LiveConsumerKeys } from './consumerKeys.ts';

/** Consumer keys for the event feed: issued, listed and revoked by an admin (docs/consumers.md). */
export function consumerKeyRoutes(keys: LiveConsumerKeys): Router {
  const router = contractRouter();

  router.get('/api/admin/consumer-keys', (_req, res) => {
    const list = keys.list();
    res.set('Cache-Control', 'no-store').json({ data: list, total: list.length });
  });

  router.post('/api/admin/consumer-keys', async (req, res) => {
    const {
      name,
      topics,
      personalData = false,
    } = req.body as {
      name: string;
      topics: string[];
      personalData?: boolean;
    };
    const ungrantable = topics.find((topic) => !grantableTopics().includes(topic));
    if (ungrantable)
      throw problems.validation({
        topics: `${ungrantable} cannot be granted: a key may read ${grantableTopics().join(', ')}.`,
      });
    const personal = topics.find((topic) => PERSONAL_DATA_TOPICS.includes(topic));
    if (personal && !personalData)
      throw problems.validation({
        personalData: `${personal} holds personal data (e-mail addresses, phone numbers, names): grant it with personal data.`,
      });
    if (name.trim() === '') throw problems.validation({ name: 'Give the key a name.' });
    const who = caller(req);
    const issued = await keys.issue(
      { name: name.trim(), topics, personalData },
      { actor: `user:${who.user.uid}`, correlationId: String(req.id) },
    );
    // The only time the secret is shown: only its hash is kept.
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json({ ...issued.key, secret: issued.secret });
  });

  router.delete('/api/admin/consumer-keys/:id', async (req, res) => {
    const who = caller(req);
    const revoked = await keys.revoke(String(req.params.id), {
      actor: `user:${who.user.uid}`,
      correlationId: String(req.id),
    });
    if (!revoked) throw problems.notFound('There is no consumer key with this id.');
    res.json(revoked);
  });

  return router;
}
