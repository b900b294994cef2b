import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import TrackCards from '@site/src/components/TrackCards';
import styles from './index.module.css';

function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero hero--primary', styles.hero)}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.lead}>
          Practical, tested guides to DevOps, cloud, security, Python, data, .NET, AI and SRE,
          written for people who learn by doing.
        </p>
        <div className={styles.actions}>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Start here
          </Link>
          {/* Not drawn in the flex row; keeps the two labels apart in the search index. */}{' '}
          <Link className="button button--outline button--secondary button--lg" to="/blog">
            Read the blog
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description="Never Stop Learning has practical, tested guides to DevOps, cloud, security, Python, data, .NET, AI and SRE for people learning technology.">
      <main>
        <HomeHero />
        <TrackCards />
      </main>
    </Layout>
  );
}
