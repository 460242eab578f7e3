import { AboutSection } from "./about-section";
import { BenefitsSection } from "./benefits-section";
import { FeaturesSection } from "./features-section";
import { HomeHero } from "./home-hero";
import type { HomePage as HomePageView } from "./home-page.server";
import { MarketNowSection } from "./market-now-section";
import { TestimonialCarousel } from "./testimonial-carousel";

/** The home page's sections in order; the footer comes from the root layout. */
export function HomePage({ page }: { page: HomePageView }) {
  return (
    <>
      <HomeHero hero={page.hero} />
      <FeaturesSection featuresSection={page.featuresSection} />
      <BenefitsSection benefitsSection={page.benefitsSection} />
      <AboutSection aboutSection={page.aboutSection} />
      <MarketNowSection marketNowSection={page.marketNowSection} />
      <TestimonialCarousel testimonialsSection={page.testimonialsSection} />
    </>
  );
}
