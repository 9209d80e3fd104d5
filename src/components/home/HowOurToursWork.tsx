import React from 'react';
import { Link } from 'gatsby';
import type { HomeClaims } from './home-types';
import { Section } from './Section';
import * as styles from './Home.module.css';

/** The 'how-our-tour-work' anchor of SPEC 2.2: four steps from choosing to travelling. */
export function HowOurToursWork({ claims }: { claims: HomeClaims }) {
  const steps = [
    { title: 'Pick your tour and date', text: 'Browse by island, length or style, then choose a departure that suits you.' },
    { title: `Hold your seat for ${claims.lifetime_deposit_nzd} dollars`, text: 'One small deposit per traveller, and it stays with you if plans change.' },
    { title: 'Make it yours', text: `Add any of our ${claims.optional_activities}+ optional activities, extra nights and room upgrades from your account.` },
    { title: 'Travel with a local', text: `Join a group of ${claims.max_group_size} at most with a guide who knows every back road and the best pie shop.` },
  ];
  return (
    <Section
      id="how-our-tour-work"
      eyebrow="Simple from start to finish"
      title="How our tours work"
      intro={
        <p>
          The full details are in our <Link to="/booking-conditions/">booking conditions</Link>.
        </p>
      }
    >
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
