@api
Feature: The generator screen shows each traveller what their plan allows
  The server composes /app for each traveller: the header's logo, a badge for
  their plan, a trial banner while the trial lasts, and either the generator
  (trial and subscription, a cancelled one until it ends) or the "Start Your
  Free Trial" card.

  Decisions (where the spec leaves a choice):
  - The trial banner's Subscribe goes to Profile → Account, as on the rest of
    the app (features/subscriptions/ui-account-billing.feature): a traveller on
    a trial is already subscribed.
  - A cancelled trial still shows the trial badge and banner with its days
    left, and the generator, until it ends.

  Rule: The header's logo leads to the profile when signed in, else home

    Scenario: Ana has signed in
      Given Ana has signed in
      When Ana opens the generator screen
      Then the header's logo leads to "/profile"

    Scenario: Carla uses the app without an account
      Given Carla uses the app on a new device
      When Carla opens the generator screen
      Then the header's logo leads to "/"
      And the badge reads "Upgrade to Pro"
      And the screen offers the "Start Your Free Trial" card instead of the generator

  Rule: Travellers with Pro access get the generator, with a badge for their plan

    Scenario: A traveller on a trial
      Given Ana has signed in
      And Ana's subscription status is trial
      When Ana opens the generator screen
      Then the badge reads "Trial · 3 days left"
      And the trial banner reads "3 days left in your free trial" with "Subscribe" to "/profile?tab=account"
      And the screen offers the generator

    Scenario: A traveller who cancelled her trial, before it ends
      Given Ana has signed in
      And Ana's subscription status is canceled
      When Ana opens the generator screen
      Then the badge reads "Trial · 3 days left"
      And the screen offers the generator

    Scenario: A subscriber
      Given Ana has signed in
      And Ana's subscription status is active
      When Ana opens the generator screen
      Then the badge reads "Pro"
      And there is no trial banner
      And the screen offers the generator

  Rule: Everyone else gets Upgrade to Pro and the Start Your Free Trial card

    Scenario Outline: A traveller whose subscription is <status>
      Given Ana has signed in
      And Ana's subscription status is <status>
      When Ana opens the generator screen
      Then the badge reads "Upgrade to Pro"
      And the badge leads to "/subscribe"
      And there is no trial banner
      And the screen offers the "Start Your Free Trial" card instead of the generator
      And the card lists:
        | Unlimited AI workout generation     |
        | Progress tracking and analytics     |
        | Premium exercise library with demos |
        | 4-week travel fitness plans         |
      And its button "Start Your Free Trial" leads to "/subscribe"
      And its note reads "3-day free trial • Payment required • Cancel anytime"

      Examples:
        | status  |
        | none    |
        | expired |

    Scenario: The card in Spanish
      Given Ana has signed in
      When Ana opens the generator screen in Spanish
      Then the badge reads "Pásate a Pro"
      And the screen offers the "Empieza tu prueba gratis" card instead of the generator
      And its note reads "Prueba gratis de 3 días • Se requiere pago • Cancela cuando quieras"
