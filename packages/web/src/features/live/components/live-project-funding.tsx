import { useLiveProjectFunding } from '../hooks/use-live-project-funding';

/**
 * Keeps the project page's funding live; draws nothing. A component of its own so that the page loads it (and the
 * subscription code) after its first render: the project page's first load does not grow.
 */
export default function LiveProjectFunding({ projectId }: { projectId: number }) {
  useLiveProjectFunding(projectId);
  return null;
}
