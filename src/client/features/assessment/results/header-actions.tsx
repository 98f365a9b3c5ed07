import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { AskForRatingsFromTeam } from '../../team/ask-for-ratings';

/**
 * The results page's header buttons: ask teammates for a rating (in a team), and redo or continue
 * the self-assessment. They come with the results' chunk: the page draws its header before it
 * knows whether it shows results, and a phone fetches no more files before its first paint.
 */
export function ResultsActions({ inTeam, continuing }: { inTeam: boolean; continuing: boolean }) {
  return (
    <>
      {inTeam ? <AskForRatingsFromTeam /> : null}
      <Link to="/ld-assessment?redo=self" className="btn-outline">
        <RotateCcw className="size-4" aria-hidden="true" />
        {continuing ? 'Continue your self-assessment' : 'Redo self-assessment'}
      </Link>
    </>
  );
}
