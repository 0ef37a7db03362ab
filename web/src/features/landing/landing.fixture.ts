import type { ScreenEnvelope } from '../../../../contracts/sdui/envelope.schema';

/**
 * Conformance fixture: the landing screen as the composer is expected to send
 * it (English, every landing block type). The renderer tests draw it; it
 * belongs in contracts/sdui/fixtures/ once the server tests share it.
 */
export const landingFixture: ScreenEnvelope = {
  protocol: 1,
  screen: {
    id: 'landing',
    title: 'TravelFit — Workouts for business travellers',
    description: 'Short, equipment-free workouts for hotel rooms, airport gates and offices.',
    sections: [
      {
        id: 'hero',
        blocks: [
          {
            id: 'hero',
            type: 'hero',
            v: 1,
            props: {
              eyebrow: 'Fitness for people who live out of a carry-on',
              title: 'Stay strong on the road, in 10 minutes a day',
              subtitle:
                'Tell us where you are, how much time you have and how you slept. We build a workout for your hotel room, gate or office — no equipment, no gym.',
              primary: { label: 'Start free', action: { type: 'nav.open', to: '/free' }, emphasis: 'primary' },
              secondary: {
                label: 'Learn more',
                action: { type: 'nav.scroll', target: 'how-it-works' },
                emphasis: 'secondary',
              },
              claim: 'Your first workout is free. No card, no account.',
              highlights: [
                { value: '10–30 min', label: 'sessions that fit a layover' },
                { value: '0', label: 'equipment needed' },
                { value: '4', label: 'places: hotel, gate, office, home' },
              ],
            },
            fallback: { id: 'hero-text', type: 'text', v: 1, props: { text: 'Stay strong on the road, in 10 minutes a day.' } },
          },
        ],
      },
      {
        id: 'problem',
        blocks: [
          {
            id: 'problem',
            type: 'problem-statement',
            v: 1,
            props: {
              title: 'Travel breaks every routine',
              body: 'Early flights, late dinners and hotel gyms that are closed or crowded. The week you need energy most is the week you stop moving.',
              points: [
                { icon: 'clock', text: 'No time between meetings and flights' },
                { icon: 'bed', text: 'Small rooms and no equipment' },
                { icon: 'moon', text: 'Jet lag and short nights drain your energy' },
              ],
            },
          },
        ],
      },
      {
        id: 'how-it-works',
        blocks: [
          {
            id: 'how-it-works',
            type: 'steps',
            v: 1,
            props: {
              title: 'How it works',
              subtitle: 'From "I have 15 minutes" to sweating in under a minute.',
              steps: [
                { title: 'Tell us your constraints', body: 'Time, place, energy and sleep. Four taps, no forms.' },
                { title: 'AI designs your workout', body: 'A session built for the space you are in and how you feel today.' },
                { title: 'Follow the animations', body: 'Clear demos, a timer and rest cues. Just press start.' },
              ],
              cta: { label: 'Try a free workout', action: { type: 'nav.open', to: '/free' }, emphasis: 'primary' },
            },
          },
        ],
      },
      {
        id: 'features',
        blocks: [
          {
            id: 'features',
            type: 'feature-grid',
            v: 1,
            props: {
              title: 'Built for the way you travel',
              features: [
                { icon: 'brain', title: 'Adaptive AI', body: 'Every session adapts to your energy, sleep and goals.' },
                { icon: 'bed', title: 'Hotel room friendly', body: 'Quiet moves that fit between the bed and the desk.' },
                { icon: 'chart', title: 'Progress tracking', body: 'Streaks, points and badges that travel with you.' },
                { icon: 'devices', title: 'Works on every device', body: 'Phone, tablet or laptop. Pick up where you left off.' },
              ],
            },
          },
        ],
      },
      {
        id: 'longevity',
        blocks: [
          {
            id: 'longevity',
            type: 'benefit-list',
            v: 1,
            props: {
              eyebrow: 'Longevity',
              title: 'Small sessions, long-term gains',
              intro: 'Short, regular movement is one of the best investments in a long, healthy career on the road.',
              benefits: [
                { icon: 'heart', title: 'Heart health', body: 'Raise your heart rate without a treadmill.' },
                { icon: 'balance', title: 'Balance and stability', body: 'Keep your joints steady after hours of sitting.' },
                { icon: 'stretch', title: 'Mobility', body: 'Undo the airplane seat and the conference chair.' },
                { icon: 'moon', title: 'Better sleep', body: 'Reset your body clock across time zones.' },
              ],
            },
          },
        ],
      },
      {
        id: 'scenarios',
        blocks: [
          {
            id: 'scenarios',
            type: 'scenario-cards',
            v: 1,
            props: {
              title: 'Wherever the trip takes you',
              scenarios: [
                {
                  icon: 'bed',
                  title: 'Hotel room',
                  body: 'A full-body session between check-in and dinner.',
                  duration: '20 min',
                  moves: ['Squats', 'Push-ups', 'Plank'],
                },
                {
                  icon: 'plane',
                  title: 'Airport gate',
                  body: 'Discreet moves to wake up your legs before boarding.',
                  duration: '10 min',
                  moves: ['Calf raises', 'Standing stretches'],
                },
                {
                  icon: 'briefcase',
                  title: 'Conference room',
                  body: 'A reset between sessions, no change of clothes.',
                  duration: '10 min',
                  moves: ['Desk push-ups', 'Chair dips', 'Neck release'],
                },
              ],
            },
          },
        ],
      },
      {
        id: 'testimonials',
        blocks: [
          {
            id: 'testimonials',
            type: 'testimonials',
            v: 1,
            props: {
              title: 'Travellers who kept moving',
              items: [
                { quote: 'I trained in 14 hotel rooms last quarter. It finally stuck.', name: 'Maya Chen', role: 'Sales director' },
                { quote: 'Ten minutes at the gate and I board feeling human.', name: 'Daniel Ortiz', role: 'Management consultant' },
                { quote: 'The only fitness app that understands a 6 a.m. flight.', name: 'Priya Nair', role: 'Product lead' },
              ],
            },
          },
        ],
      },
      {
        id: 'get-started',
        blocks: [
          {
            id: 'get-started',
            type: 'cta-band',
            v: 1,
            props: {
              title: 'Your next trip starts stronger',
              body: 'Try a free workout now, or start a 3-day free trial of Pro.',
              primary: { label: 'Start free', action: { type: 'nav.open', to: '/free' }, emphasis: 'primary' },
              secondary: { label: 'Start free trial', action: { type: 'nav.open', to: '/subscribe' }, emphasis: 'secondary' },
            },
          },
        ],
      },
      {
        id: 'footer',
        blocks: [
          {
            id: 'footer',
            type: 'site-footer',
            v: 1,
            props: {
              tagline: 'Short, equipment-free workouts for business travellers.',
              ctas: [
                { label: 'Start free', action: { type: 'nav.open', to: '/free' }, emphasis: 'primary' },
                { label: 'Start free trial', action: { type: 'nav.open', to: '/subscribe' }, emphasis: 'secondary' },
              ],
              columns: [
                {
                  title: 'Product',
                  links: [
                    { label: 'Free workout', action: { type: 'nav.open', to: '/free' }, emphasis: 'link' },
                    { label: 'Quick flight mode', action: { type: 'nav.open', to: '/quick-flight' }, emphasis: 'link' },
                    { label: 'Leaderboard', action: { type: 'nav.open', to: '/leaderboard' }, emphasis: 'link' },
                    { label: 'Pricing', action: { type: 'nav.open', to: '/subscribe' }, emphasis: 'link' },
                  ],
                },
                {
                  title: 'Support',
                  links: [
                    { label: 'Sign in', action: { type: 'nav.open', to: '/auth' }, emphasis: 'link' },
                    { label: 'Create account', action: { type: 'nav.open', to: '/register' }, emphasis: 'link' },
                    { label: 'How it works', action: { type: 'nav.scroll', target: 'how-it-works' }, emphasis: 'link' },
                  ],
                },
              ],
              social: [
                { network: 'instagram', label: 'Instagram', action: { type: 'link.external', href: 'https://www.instagram.com/travelfit' } },
                { network: 'linkedin', label: 'LinkedIn', action: { type: 'link.external', href: 'https://www.linkedin.com/company/travelfit' } },
                { network: 'x', label: 'X', action: { type: 'link.external', href: 'https://x.com/travelfit' } },
                { network: 'youtube', label: 'YouTube', action: { type: 'link.external', href: 'https://www.youtube.com/@travelfit' } },
              ],
              legal: '© 2026 TravelFit. All rights reserved.',
            },
          },
        ],
      },
    ],
  },
  meta: { generatedAt: '2026-11-21T08:00:00Z', locale: 'en' },
};
