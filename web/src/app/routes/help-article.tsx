import { useParams } from 'react-router';
import { HelpArticlePage } from '../../features/help/components/help-article-page';

// The page names the tab after the article once it has loaded.
export function HelpArticleRoute() {
  const { id = '' } = useParams();
  // A new key per article, so nothing of the previous one lingers in state.
  return <HelpArticlePage key={id} id={id} />;
}
