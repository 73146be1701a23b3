import type { components } from '@pintar/contracts/openapi';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { KnowledgeCard } from './knowledge-card';

const loaded = { state: 'loaded' } as const;

// A knowledge-base entry as the assistant cites it (contract: KnowledgeEntry), in Markdown.
const entry: Partial<components['schemas']['KnowledgeEntry']> = {
  id: 'kb-touch-n-go',
  title: 'Paying fares with Touch ’n Go',
  content:
    'Tap your **Touch ’n Go** card at the gate.\n\n- LRT, MRT and monorail\n- RapidKL buses\n\n<script>alert(1)</script>',
  language: 'en',
};

describe('the knowledge card', () => {
  it('shows the entry’s Markdown as text and lists, without its script, and links to the article', async () => {
    await renderPage(<KnowledgeCard data={entry} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Paying fares with Touch ’n Go' });
    expect(await screen.findByText('Touch ’n Go', { selector: 'strong' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'LRT, MRT and monorail',
      'RapidKL buses',
    ]);
    expect(card.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'More help articles' })).toHaveAttribute(
      'href',
      '/help/kb-touch-n-go',
    );
    expect(card).toHaveTextContent('Source: From the knowledge base');
  });

  it('reads in Malay', async () => {
    await renderPage(<KnowledgeCard data={entry} status={loaded} />, { language: 'ms' });
    expect(screen.getByRole('link', { name: 'Lebih banyak artikel bantuan' })).toBeVisible();
  });
});
