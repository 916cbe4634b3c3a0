import { AboutSection } from '../../features/home/about-section';
import { FeatureCards } from '../../features/home/feature-cards';
import { Hero } from '../../features/home/hero';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Home (spec part 1 §2): hero, the three feature cards and the project context. */
export function Component() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <FeatureCards />
      <AboutSection />
    </>
  );
}
