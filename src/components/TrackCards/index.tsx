import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import tracks from '@site/src/data/tracks.json';
import styles from './styles.module.css';

/** One card per learning track, each linking to the track's first page. */
export default function TrackCards(): ReactNode {
  return (
    <section className={styles.tracks} aria-labelledby="tracks-heading">
      <div className="container">
        <Heading as="h2" id="tracks-heading" className={styles.heading}>
          Choose a track
        </Heading>
        <ul className={styles.grid}>
          {tracks.map(({sidebarId, title, summary, startDoc}) => (
            <li key={sidebarId} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={`/docs/${startDoc}`} className={styles.cardLink}>
                  {title}
                </Link>
              </Heading>
              <p className={styles.summary}>{summary}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
